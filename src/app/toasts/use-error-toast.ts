import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type Lang, errorToast } from '../../api';
import { useToastStore } from './toast-context';

/** Shows the SPEC §8 toast for a failed call; answers the field the provider named, if any. */
export function useErrorToast(): (error: unknown) => string | undefined {
  const store = useToastStore();
  const { i18n } = useTranslation();
  return useCallback(
    (error: unknown) => {
      const toast = errorToast(error, (i18n.resolvedLanguage ?? 'sk') as Lang);
      store.push(toast);
      return toast.field;
    },
    [store, i18n],
  );
}
