import { Box, Typography } from '@mui/material';
import type { QuestionnaireAnalysis } from '../../definition/analysis/analyse-questionnaire';
import { AnalysisPanel, type ProfileReach } from '../analysis/analysis-panel';
import { ProblemList, type ShownProblem } from '../editor/problem-list';
import { wordsText } from '../diff/words-text';
import type { Words } from '../../definition/words';
import { useStudioTranslation } from '../use-studio-translation';
import { fileLabel } from './file-label';
import { StudioSection } from './studio-section';

export interface FindingsPanelProps {
  analysis: QuestionnaireAnalysis;
  open: string;
  profiles: readonly ProfileReach[];
  /** Why scoring failed: a broken scoring table says it as words, said in the studio's language. */
  scoringError: { message: string; words?: Words } | undefined;
  /** The open file's problems and findings; the answers without points (info) folded away. */
  problems: readonly ShownProblem[];
  onShow: (pointer: string) => void;
}

/** The questionnaire's scores and reachable profiles, then what the checks found in the open file. */
export function FindingsPanel({ analysis, open, profiles, scoringError, problems, onShow }: FindingsPanelProps) {
  const { t } = useStudioTranslation();
  const findings = problems.filter((p) => p.severity !== 'info');
  const infos = problems.filter((p) => p.severity === 'info');
  return (
    <StudioSection id="analysis" title={t('headingAnalysis')}>
      <AnalysisPanel
        analysis={analysis}
        openFile={open}
        profiles={profiles}
        scoringError={
          scoringError === undefined
            ? undefined
            : t('scoringFailed', {
                message: scoringError.words ? wordsText(t, scoringError.words) : scoringError.message,
              })
        }
      />
      <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>
        {t('findingsIn', { file: fileLabel(open) })}
      </Typography>
      {findings.length === 0 ? (
        <Typography>{t('noErrorsOrWarnings')}</Typography>
      ) : (
        <ProblemList problems={findings} onShow={onShow} />
      )}
      {infos.length > 0 && (
        <Box component="details" sx={{ mt: 1 }}>
          <Box component="summary" sx={{ cursor: 'pointer' }}>
            {t('answersWithoutPoints', { count: infos.length })}
          </Box>
          <ProblemList problems={infos} onShow={onShow} />
        </Box>
      )}
    </StudioSection>
  );
}
