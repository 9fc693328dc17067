import { Box, TableCell, TableRow } from '@mui/material';
import { useStudioTranslation } from '../use-studio-translation';
import { WideTable } from '../wide-table';
import type { ImpactRow, Score } from './types';

/**
 * For every golden set: the score and risk profile under the live and under the proposed version, side by side,
 * and what differs under the proposed one. Three columns, so both sides still fit a phone's width.
 */
export function ImpactTable({ impact }: { impact: readonly ImpactRow[] }) {
  const { t } = useStudioTranslation();
  const score = (value: Score | undefined) =>
    value ? t('goldenScore', { profile: value.riskProfileId, count: value.points }) : t('wfNotScored');
  const difference = (row: ImpactRow) =>
    !row.changed
      ? t('wfImpactNone')
      : row.live?.riskProfileId !== row.proposed?.riskProfileId
        ? t('wfImpactProfileChanged')
        : t('wfImpactPointsChanged');
  return (
    <WideTable
      label={t('wfImpactTable')}
      columns={[{ label: t('colAnswerSet') }, { label: t('wfColLive') }, { label: t('wfColProposed') }]}
    >
      {impact.map((row) => (
        <TableRow key={row.goldenSet} data-testid={`impact-${row.goldenSet}`}>
          <TableCell component="th" scope="row">
            {row.name}
            <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
              {t('wfExpected', { profile: row.expectedRiskProfileId })}
            </Box>
          </TableCell>
          <TableCell>{score(row.live)}</TableCell>
          <TableCell sx={row.changed ? { fontWeight: 700 } : undefined}>
            {score(row.proposed)}
            <Box
              component="span"
              sx={{
                display: 'block',
                color: row.changed ? 'warning.dark' : 'text.secondary',
                fontWeight: 'inherit',
              }}
            >
              {difference(row)}
            </Box>
          </TableCell>
        </TableRow>
      ))}
    </WideTable>
  );
}
