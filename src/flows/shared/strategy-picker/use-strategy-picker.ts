import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Lang, useApiQuery } from '../../../api';
import type { EngineFormContext } from '../../../engine';
import { strategyOptions } from './strategy-options';

export interface StrategyPickerState {
  /** What the strategy picker needs in the form context, once the strategies and risk profiles are loaded. */
  formContext: EngineFormContext | undefined;
  pending: boolean;
  failed: boolean;
  retry: () => void;
}

/** The provider's strategies and risk profiles in the current language, for the strategy picker of a definition. */
export function useStrategyPicker(personRiskProfileId: number | null | undefined): StrategyPickerState {
  const { i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? 'sk') as Lang;
  const strategies = useApiQuery('strategies', { lang });
  const riskProfiles = useApiQuery('riskProfiles');
  const formContext = useMemo<EngineFormContext | undefined>(() => {
    if (!strategies.data || !riskProfiles.data) return undefined;
    const profileName = riskProfiles.data.find((profile) => profile.id === personRiskProfileId)?.name[lang];
    return {
      strategyPicker: {
        options: strategyOptions(strategies.data, riskProfiles.data, lang, personRiskProfileId),
        ...(profileName && { profileName }),
      },
    };
  }, [strategies.data, riskProfiles.data, lang, personRiskProfileId]);
  return {
    formContext,
    pending: strategies.isPending || riskProfiles.isPending,
    failed: strategies.isError || riskProfiles.isError,
    retry: () => {
      void strategies.refetch();
      void riskProfiles.refetch();
    },
  };
}
