import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type Lang, errorToast } from '../../api';
import { useToastStore } from './toast-context';

/** Shows the SPEC §8 toast for a failed call; answers the field the provider named, if any, and the text shown. */
export function useErrorToast(): (error: unknown) => { field?: string; text: string } {
  const store = useToastStore();
  const { t, i18n } = useTranslation();
  return useCallback(
    (error: unknown) => {
      const toast = errorToast(error, (i18n.resolvedLanguage ?? 'sk') as Lang);
      store.push(toast);
      return { field: toast.field, text: toast.text ?? t(toast.textKey ?? toast.titleKey) };
    },
    [store, t, i18n],
  );
}
