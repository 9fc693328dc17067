import type { Words } from '../../definition/words';
import { useStudioTranslation } from '../use-studio-translation';
import { wordsText } from './words-text';

export interface MessageTextProps {
  /** English, from the server or the core; shown only when there is no code (a report stored before codes). */
  message: string;
  words?: Words | undefined;
}

/** A message in the studio's language from its code, or, without one, the English as it came, marked as English. */
export function MessageText({ message, words }: MessageTextProps) {
  const { t } = useStudioTranslation();
  return words ? <>{wordsText(t, words)}</> : <span lang="en">{message}</span>;
}
