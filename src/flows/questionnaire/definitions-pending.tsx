import { DefinitionsPending as Pending } from '../shared/definitions-runtime/definitions-pending';

export interface DefinitionsPendingProps {
  /** Set when loading failed: the retry the message offers. */
  retry?: () => void;
}

/** The questionnaire's questions loading, or their fault message with a retry (the answers stay in the drafts). */
export function DefinitionsPending({ retry }: DefinitionsPendingProps) {
  return <Pending retry={retry} failedText="questionnaireFlow.definitionsLoadFailed" />;
}
