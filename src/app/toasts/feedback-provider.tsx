import { type ReactNode, useMemo } from 'react';
import { type Feedback, FeedbackContext } from '../../flows/shared/feedback-context';
import { useToastStore } from './toast-context';
import { useErrorToast } from './use-error-toast';

/** Gives the flows their feedback (FeedbackContext) through the shell's toasts. */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const store = useToastStore();
  const showError = useErrorToast();
  const feedback = useMemo<Feedback>(
    () => ({ showError, showSuccess: (titleKey, textKey) => void store.push({ type: 'success', titleKey, textKey }) }),
    [store, showError],
  );
  return <FeedbackContext.Provider value={feedback}>{children}</FeedbackContext.Provider>;
}
