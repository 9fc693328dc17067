import type { Words } from '../../definition/words';
import { wordsText } from '../diff/words-text';
import { useStudioTranslation } from '../use-studio-translation';

export interface ShownProblem {
  severity: 'error' | 'warning' | 'info';
  pointer: string;
  /** English; `words`, when given, is the same said in the studio's language (src/definition/words.ts). */
  message: string;
  words?: Words;
}

const WORDS = { error: 'severityError', warning: 'severityWarning', info: 'severityInfo' } as const;

/** Problems at one place, each with its JSON pointer and a button that shows it in the raw JSON. */
export function ProblemList({
  problems,
  onShow,
}: {
  problems: readonly ShownProblem[];
  onShow?: (pointer: string) => void;
}) {
  const { t } = useStudioTranslation();
  if (problems.length === 0) return null;
  return (
    <ul className="problems">
      {problems.map((problem, index) => (
        <li key={`${problem.pointer}-${index}`} className={problem.severity}>
          <span>
            <strong>{`${t(WORDS[problem.severity])}: `}</strong>
            {problem.words ? wordsText(t, problem.words) : <span lang="en">{problem.message}</span>}{' '}
            <code>{`#${problem.pointer}`}</code>
          </span>
          {onShow && (
            <button
              type="button"
              className="studio-button"
              onClick={() => onShow(problem.pointer)}
              aria-label={t('showInJsonAt', { pointer: problem.pointer })}
            >
              {t('showInJson')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
