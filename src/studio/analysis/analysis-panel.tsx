import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { QuestionnaireAnalysis } from './analyse-questionnaire';

const PROFILE_NAMES: Record<number, string> = { 1: 'conservative', 2: 'balanced', 3: 'dynamic', 4: 'very dynamic' };

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
  return (
    <Box>
      <Table size="small" aria-label="Lowest and highest score per section">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">Section</TableCell>
            <TableCell component="th" scope="col" align="right">Lowest</TableCell>
            <TableCell component="th" scope="col" align="right">Highest</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
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
              Whole questionnaire
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>{analysis.min}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>{analysis.max}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Typography component="h4" variant="subtitle2" sx={{ mt: 2 }}>
        Risk profiles that can be reached (schemas/scoring.json)
      </Typography>
      {scoringError && <Typography color="error">{scoringError}</Typography>}
      {profiles && (
        <Box component="ul" sx={{ mt: 0.5, pl: 3 }} data-testid="profiles-reached">
          {profiles.map((p) => (
            <li key={p.profile} style={{ color: p.min === undefined ? '#b3261e' : undefined }}>
              {p.min === undefined
                ? `Profile ${p.profile} (${PROFILE_NAMES[p.profile] ?? 'unnamed'}): cannot be reached`
                : `Profile ${p.profile} (${PROFILE_NAMES[p.profile] ?? 'unnamed'}): reached with totals ${p.min} to ${p.max}`}
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
