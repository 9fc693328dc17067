import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useStudioTranslation } from '../use-studio-translation';
import { ScrollRegion } from '../scroll-region';
import { wordsText } from '../diff/words-text';
import type { GoldenRuleResult } from './golden-rule-results';

/** Per golden answer set: the consistency rules it must fire, those the edited rules fire, and whether they agree. */
export function GoldenRulesPanel({ results }: { results: readonly GoldenRuleResult[] }) {
  const { t } = useStudioTranslation();
  if (results.length === 0) return null;
  const list = (ids: readonly string[]) => (ids.length > 0 ? ids.join(', ') : t('goldenRulesNone'));
  return (
    <ScrollRegion label={t('headingGoldenRules')}>
      <Table size="small" aria-label={t('headingGoldenRules')} sx={{ mt: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('colAnswerSet')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('colRulesExpected')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('colRulesFired')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('colResult')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {results.map((result) => (
            <TableRow key={result.file}>
              <TableCell component="th" scope="row">
                {result.name}
              </TableCell>
              <TableCell>{result.expected ? list(result.expected) : t('goldenRulesNotPinned')}</TableCell>
              <TableCell>{list(result.fired)}</TableCell>
              <TableCell sx={{ color: result.problems.length === 0 ? 'success.dark' : 'error.main' }}>
                {result.problems.length === 0
                  ? t('goldenPasses')
                  : t('goldenFails', { problems: result.problems.map((p) => wordsText(t, p.words)).join('; ') })}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
