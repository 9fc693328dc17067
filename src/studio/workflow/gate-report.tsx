import { Box, Typography } from '@mui/material';
import { useStudioTranslation } from '../use-studio-translation';
import { MessageText } from '../diff/message-text';
import type { GateName, GateReport as Report } from './types';

const GATE_NAMES: Record<GateName, string> = {
  'meta-schema-and-lint': 'wfGateLint',
  texts: 'wfGateTexts',
  'golden-sets': 'wfGateGolden',
  version: 'wfGateVersion',
};

/**
 * The server's gates: which passed, which failed and why. A problem is said from its code in the studio's language;
 * one without a code (a few core checks, a report stored before codes) keeps the server's English, marked so.
 */
export function GateReport({ report }: { report: Report }) {
  const { t } = useStudioTranslation();
  const failed = report.gates.filter((gate) => !gate.passed).length;
  return (
    <>
      <Typography sx={{ fontWeight: 600, color: report.passed ? 'success.dark' : 'error.main', mb: 1 }}>
        {report.passed ? t('wfGatesAllPassed') : t('wfGatesFailed', { count: failed })}
      </Typography>
      <Box component="ul" sx={{ pl: 0, m: 0, listStyle: 'none' }}>
        {report.gates.map((gate) => (
          <Box component="li" key={gate.name} sx={{ mb: 1 }} data-testid={`gate-${gate.name}`}>
            <Typography component="span" sx={{ color: gate.passed ? 'success.dark' : 'error.main', fontWeight: 600 }}>
              {gate.passed ? '✓ ' : '✗ '}
              {t(GATE_NAMES[gate.name] ?? gate.name)}: {gate.passed ? t('wfGatePassed') : t('wfGateFailed')}
            </Typography>
            {gate.problems.length > 0 && (
              <Box component="ul" sx={{ mt: 0.5, mb: 0, pl: 3, overflowWrap: 'anywhere' }}>
                {gate.problems.map((problem, index) => (
                  <li key={`${problem.file}-${problem.pointer}-${index}`}>
                    <code>
                      {problem.file}
                      {problem.pointer ? `#${problem.pointer}` : ''}
                    </code>
                    {': '}
                    <MessageText message={problem.message} words={problem.words} />
                  </li>
                ))}
              </Box>
            )}
          </Box>
        ))}
      </Box>
    </>
  );
}
