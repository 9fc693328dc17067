import { Box, TableCell, TableRow, Typography } from '@mui/material';
import { useStudioTranslation } from '../use-studio-translation';
import { WideTable } from '../wide-table';
import type { QuestionnaireAnalysis } from '../../definition/analysis/analyse-questionnaire';

/** The risk profiles the studio's texts name (profileName1…4). */
const NAMED_PROFILES = new Set([1, 2, 3, 4]);

export interface ProfileReach {
  profile: number;
  min?: number;
  max?: number;
}

export interface AnalysisPanelProps {
  analysis: QuestionnaireAnalysis;
  /** The open section's file, marked in the table. */
  openFile?: string;
  profiles?: readonly ProfileReach[];
  scoringError?: string;
}

/** Scores per section and in total, and which risk profiles the questionnaire can reach. */
export function AnalysisPanel({ analysis, openFile, profiles, scoringError }: AnalysisPanelProps) {
  const { t } = useStudioTranslation();
  const nameOf = (profile: number) => (NAMED_PROFILES.has(profile) ? t(`profileName${profile}`) : t('profileUnnamed'));
  return (
    <Box>
      <WideTable
        label={t('scoresTable')}
        columns={[
          { label: t('colSection') },
          { label: t('colLowest'), align: 'right' },
          { label: t('colHighest'), align: 'right' },
        ]}
      >
        {analysis.sections.map((section) => (
          <TableRow key={section.file} selected={section.file === openFile} data-testid={`score-${section.id}`}>
            <TableCell component="th" scope="row" sx={{ fontWeight: section.file === openFile ? 700 : 400 }}>
              {section.id}
            </TableCell>
            <TableCell align="right">{section.min}</TableCell>
            <TableCell align="right">{section.max}</TableCell>
          </TableRow>
        ))}
        <TableRow data-testid="score-total">
          <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
            {t('wholeQuestionnaire')}
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 700 }}>
            {analysis.min}
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 700 }}>
            {analysis.max}
          </TableCell>
        </TableRow>
      </WideTable>
      <Typography component="h4" variant="subtitle2" sx={{ mt: 2 }}>
        {t('profilesReachable')}
      </Typography>
      {scoringError && <Typography color="error">{scoringError}</Typography>}
      {profiles && (
        <Box component="ul" sx={{ mt: 0.5, pl: 3 }} data-testid="profiles-reached">
          {profiles.map((p) => (
            <li key={p.profile} style={{ color: p.min === undefined ? '#b3261e' : undefined }}>
              {p.min === undefined
                ? t('profileUnreachable', { profile: p.profile, name: nameOf(p.profile) })
                : t('profileReached', { profile: p.profile, name: nameOf(p.profile), min: p.min, max: p.max })}
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
