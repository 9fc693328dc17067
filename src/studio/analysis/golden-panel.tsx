import { TableCell, TableRow, Typography } from '@mui/material';
import { useStudioTranslation } from '../use-studio-translation';
import { WideTable } from '../wide-table';
import type { GoldenResult } from '../../definition/analysis/golden-sets';
import { wordsText } from '../diff/words-text';
import type { GoldenFileError } from '../workspace/use-golden-sets';

/** The golden answer sets and what the edited questionnaire makes of them, in the studio's language. */
export function GoldenPanel({
  results,
  errors,
}: {
  results: readonly GoldenResult[];
  errors: readonly GoldenFileError[];
}) {
  const { t } = useStudioTranslation();
  return (
    <>
      {errors.map(({ file, problem }) => (
        <Typography key={`${file} ${problem.message}`} color="error">
          {file}: {wordsText(t, problem.words)}
        </Typography>
      ))}
      <WideTable
        label={t('goldenTable')}
        columns={[
          { label: t('colAnswerSet') },
          { label: t('colExpected') },
          { label: t('colNow') },
          { label: t('colResult') },
        ]}
      >
        {results.map((result) => (
          <TableRow key={result.file} data-testid={`golden-${result.file}`}>
            <TableCell component="th" scope="row">
              {result.name}
            </TableCell>
            <TableCell>{t('goldenProfile', { profile: result.expected })}</TableCell>
            <TableCell>
              {result.score
                ? t('goldenScore', { profile: result.score.riskProfileId, count: result.score.points })
                : '…'}
            </TableCell>
            <TableCell sx={{ color: result.ok ? 'success.dark' : 'error.main' }}>
              {result.ok
                ? t('goldenPasses')
                : result.problems.length > 0
                  ? t('goldenFails', { problems: result.problems.map((p) => wordsText(t, p.words)).join('; ') })
                  : t('goldenNotScored')}
            </TableCell>
          </TableRow>
        ))}
      </WideTable>
    </>
  );
}
