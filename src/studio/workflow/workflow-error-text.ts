import type { TFunction } from 'i18next';
import { RegistryError } from '../registry/registry-fetch';

/** What the person reads when a workflow call fails: the refusal in their language, the server's words kept. */
export function workflowErrorText(t: TFunction, error: unknown): string {
  if (!(error instanceof RegistryError)) return t('wfErrOther', { message: (error as Error)?.message ?? '' });
  if (error.code === 'network') return t('wfErrNetwork');
  if (error.needsSignIn) return t('wfErrSignIn');
  switch (error.code) {
    case 'four-eyes':
      return t('wfErrFourEyes');
    case 'forbidden':
      return t('wfErrForbidden');
    case 'gates-failed':
      return t('wfErrGatesFailed');
    case 'draft-changed':
    case 'draft-outdated':
    case 'no-draft':
      return t('wfErrDraftChanged', { message: error.message });
    default:
      return t('wfErrOther', { message: error.message });
  }
}
