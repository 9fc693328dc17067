import { createContext, useContext } from 'react';

/**
 * What a screen tells the person besides its own content: toasts. The flows name what they need; the app
 * shell provides it (its toast area), so flows never import the shell.
 */
export interface Feedback {
  /** Shows the SPEC §8 toast for a failed call; answers the field the provider named, if any, and the title and text
   * shown. */
  showError: (error: unknown) => { field?: string; title: string; text: string };
  /** Shows a success toast (i18n keys). */
  showSuccess: (titleKey: string, textKey?: string) => void;
}

export const FeedbackContext = createContext<Feedback | null>(null);

/** The shell's feedback for the current screen. */
export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback needs the FeedbackContext of the app shell');
  return feedback;
}
