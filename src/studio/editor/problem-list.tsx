import { useStudioTranslation } from '../use-studio-translation';

export interface ShownProblem {
  severity: 'error' | 'warning' | 'info';
  pointer: string;
  message: string;
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
            {problem.message} <code>{`#${problem.pointer}`}</code>
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
