import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useStudioTranslation } from '../use-studio-translation';
import { ScrollRegion } from './scroll-region';
import type { ImpactRow, Score } from './types';

/** For every golden set: the score and risk profile under the live and under the proposed version, side by side. */
export function ImpactTable({ impact }: { impact: readonly ImpactRow[] }) {
  const { t } = useStudioTranslation();
  const score = (value: Score | undefined) =>
    value ? t('goldenScore', { profile: value.riskProfileId, count: value.points }) : t('wfNotScored');
  return (
    <ScrollRegion label={t('wfImpactTable')}>
      <Table size="small" aria-label={t('wfImpactTable')}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('colAnswerSet')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('colExpected')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('wfColLive')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('wfColProposed')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('wfColImpact')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {impact.map((row) => (
            <TableRow key={row.goldenSet}>
              <TableCell component="th" scope="row">
                {row.name}
              </TableCell>
              <TableCell>{t('goldenProfile', { profile: row.expectedRiskProfileId })}</TableCell>
              <TableCell>{score(row.live)}</TableCell>
              <TableCell>{score(row.proposed)}</TableCell>
              <TableCell sx={{ fontWeight: row.changed ? 700 : 400, color: row.changed ? 'warning.dark' : undefined }}>
                {row.changed
                  ? row.live?.riskProfileId !== row.proposed?.riskProfileId
                    ? t('wfImpactProfileChanged')
                    : t('wfImpactPointsChanged')
                  : t('wfImpactNone')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
