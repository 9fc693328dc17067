import { Container, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChosenStrategy, callApi } from '../../api';
import { ClientLinkGate, type ClientLinkTexts } from '../shared/client-link/client-link-gate';
import { draftStore } from '../shared/draft-store';
import { useFeedback } from '../shared/feedback-context';
import { StrategyForm } from '../shared/strategy-picker/strategy-form';
import { type StrategyFormValue, strategyFormValueFrom } from '../shared/strategy-picker/strategy-form-value';
import { newStrategySession } from './new-strategy-session';
import { openNewStrategyLink } from './open-new-strategy-link';

const DRAFT_ID = 'new-strategy';

const TEXTS: ClientLinkTexts = {
  title: 'strategies.newStrategy.title',
  loading: 'strategies.newStrategy.loading',
  invalidTitle: 'strategies.newStrategy.linkInvalidTitle',
  invalid: 'strategies.newStrategy.linkInvalid',
  loadFailed: 'strategies.newStrategy.loadFailed',
  retry: 'strategies.newStrategy.retry',
};

/**
 * The existing client's new-strategy link (/{lang}/new_strategy/{token}): the token leaves the address bar and
 * is exchanged for the client-zone token; then the same strategy picker as in onboarding, sent to the client
 * zone, and a thank-you.
 */
export default function NewStrategyScreen() {
  return (
    <ClientLinkGate page="new_strategy" open={openNewStrategyLink} texts={TEXTS}>
      {() => <NewStrategyForm />}
    </ClientLinkGate>
  );
}

function NewStrategyForm() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [value, setValue] = useState<StrategyFormValue>(() => strategyFormValueFrom(draftStore.get(DRAFT_ID).strategies));
  const [done, setDone] = useState(false);
  const thanks = useRef<HTMLHeadingElement>(null);

  const send = useMutation({
    mutationKey: ['new-strategy'],
    mutationFn: (strategies: ChosenStrategy[]) =>
      callApi('newStrategy', { token: newStrategySession.get().token, body: { strategies: JSON.stringify(strategies) } }),
    onSuccess: () => {
      newStrategySession.clear();
      draftStore.set(DRAFT_ID, {});
      feedback.showSuccess('toasts.strategiesSaved');
      setDone(true);
    },
    onError: (error) => feedback.showError(error),
  });

  // The thank-you replaces the form: focus moves to its heading, so it is read out.
  useEffect(() => {
    if (done) thanks.current?.focus();
  }, [done]);

  if (done) {
    return (
      <Container component="main" maxWidth="md" sx={{ py: 4 }}>
        <Typography component="h1" variant="h4" gutterBottom ref={thanks} tabIndex={-1} sx={{ outline: 'none' }}>
          {t('strategies.newStrategy.thankYouTitle')}
        </Typography>
        <Typography>{t('strategies.newStrategy.thankYouText')}</Typography>
      </Container>
    );
  }
  return (
    <Container component="main" maxWidth="md" sx={{ py: 4 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {t('strategies.newStrategy.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('strategies.newStrategy.intro')}</Typography>
      <StrategyForm
        value={value}
        onChange={(next) => {
          setValue(next);
          draftStore.set(DRAFT_ID, { strategies: next });
        }}
        personRiskProfileId={newStrategySession.get().riskProfileId}
        // Its failure is shown by onError; the form only waits for the call to settle.
        onSubmit={(strategies) => send.mutateAsync(strategies).catch(() => undefined)}
        busy={send.isPending}
        submitLabel="strategies.newStrategy.submit"
      />
    </Container>
  );
}
