import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type Lang, errorToast, isApiError } from '../../api';
import { pathTo } from '../../flows/shared/routes/routes';
import { useToastStore } from './toast-context';
import type { ToastAction } from './toast-store';

/** Errors a person can do something about elsewhere in the app: an expired session is ended by logging in again. */
const ACTIONS: Readonly<Record<string, ToastAction>> = {
  'errors.sessionExpired': { labelKey: 'errors.logInAgain', to: pathTo('login') },
};

/** Shows the SPEC §8 toast for a failed call; answers the field the provider named, if any, and the title and text
 * shown. */
export function useErrorToast(): (error: unknown) => { field?: string; title: string; text: string } {
  const store = useToastStore();
  const { t, i18n } = useTranslation();
  return useCallback(
    (error: unknown) => {
      const toast = errorToast(error, (i18n.resolvedLanguage ?? 'sk') as Lang);
      const action = toast.textKey ? ACTIONS[toast.textKey] : undefined;
      // The failed endpoint is the toast's source: its next success takes the toast down (ToastStore.resolve).
      const source = isApiError(error) ? error.endpoint : undefined;
      store.push({ ...toast, ...(action ? { action } : {}), ...(source ? { source } : {}) });
      return {
        field: toast.field,
        title: t(toast.titleKey),
        text: toast.text ?? t(toast.textKey ?? toast.titleKey, toast.textValues),
      };
    },
    [store, t, i18n],
  );
}
