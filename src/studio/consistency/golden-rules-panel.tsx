import { TableCell, TableRow } from '@mui/material';
import { useStudioTranslation } from '../use-studio-translation';
import { WideTable } from '../wide-table';
import { wordsText } from '../diff/words-text';
import type { GoldenRuleResult } from './golden-rule-results';

/** Per golden answer set: the consistency rules it must fire, those the edited rules fire, and whether they agree. */
export function GoldenRulesPanel({ results }: { results: readonly GoldenRuleResult[] }) {
  const { t } = useStudioTranslation();
  if (results.length === 0) return null;
  const list = (ids: readonly string[]) => (ids.length > 0 ? ids.join(', ') : t('goldenRulesNone'));
  return (
    <WideTable
      label={t('headingGoldenRules')}
      columns={[
        { label: t('colAnswerSet') },
        { label: t('colRulesExpected') },
        { label: t('colRulesFired') },
        { label: t('colResult') },
      ]}
      sx={{ mt: 2 }}
    >
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
    </WideTable>
  );
}
