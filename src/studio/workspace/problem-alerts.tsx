import { Alert, Link } from '@mui/material';
import type { Problem } from '../../definition/lint/types';
import { MessageText } from '../diff/message-text';
import { useStudioTranslation } from '../use-studio-translation';
import { fileLabel } from './file-label';

export interface ProblemAlertsProps {
  /** What the studio's server refused at the last save. */
  saveProblems: readonly Problem[];
  /** The lint's problems in files other than the open one (an edit here can break another file). */
  otherFileProblems: readonly Problem[];
  onOpen: (path: string) => void;
}

/** Problems the open file's panels do not show: the server's refusal and other files' problems, with links. */
export function ProblemAlerts({ saveProblems, otherFileProblems, onOpen }: ProblemAlertsProps) {
  const { t } = useStudioTranslation();
  return (
    <>
      {saveProblems.length > 0 && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {saveProblems.map((p) => (
            <span key={`${p.file}${p.pointer}${p.message}`} style={{ display: 'block' }}>
              {`${p.file}#${p.pointer}: `}
              <MessageText message={p.message} words={p.words} />
            </span>
          ))}
        </Alert>
      )}
      {otherFileProblems.length > 0 && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {`${t('problemsInOtherFiles')} `}
          {otherFileProblems.slice(0, 8).map((p) => (
            <span key={`${p.file}${p.pointer}${p.message}`}>
              <Link component="button" onClick={() => onOpen(p.file)}>
                {fileLabel(p.file)}
              </Link>
              {`#${p.pointer}: `}
              <MessageText message={p.message} words={p.words} />
              {'. '}
            </span>
          ))}
        </Alert>
      )}
    </>
  );
}
