import { Box, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChosenStrategy, callApi } from '../../api';
import { ClientLinkGate, type ClientLinkTexts } from '../shared/client-link/client-link-gate';
import { draftStore } from '../shared/draft-store';
import { useFeedback } from '../shared/feedback-context';
import { ScreenLayout } from '../shared/screen-layout';
import { SignWithCode } from '../shared/sign-with-code';
import { StrategyForm } from '../shared/strategy-picker/strategy-form';
import { type StrategyFormValue, strategyFormValueFrom } from '../shared/strategy-picker/strategy-form-value';
import { useScreenSubmit } from '../shared/submit/use-screen-submit';
import { newStrategySession } from './new-strategy-session';
import { openNewStrategyLink } from './open-new-strategy-link';
import { signNewStrategy } from './sign-new-strategy';

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
 * zone, signed with a code by SMS or e-mail (the provider keeps them only then), and a thank-you.
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
  const [value, setValue] = useState<StrategyFormValue>(() =>
    strategyFormValueFrom(draftStore.get(DRAFT_ID).strategies),
  );
  const [done, setDone] = useState(false);
  // The provider keeps the strategies once they are signed with a code (sandbox README): the token to sign.
  const [signatureToken, setSignatureToken] = useState<string>();
  const thanks = useRef<HTMLHeadingElement>(null);
  const signHeading = useRef<HTMLHeadingElement>(null);

  const send = useScreenSubmit({
    send: (strategies: ChosenStrategy[]) =>
      callApi('newStrategy', {
        token: newStrategySession.get().token,
        body: { strategies: JSON.stringify(strategies) },
      }),
    onAccepted: (answer) => setSignatureToken(answer.signature_token),
  });

  // The signing appears below the form: the focus moves to its heading, so it is read out and in view.
  useEffect(() => {
    if (signatureToken) signHeading.current?.focus();
  }, [signatureToken]);
  const requestCode = (endpoint: 'requestStrategySignCode' | 'requestStrategySignCodeEmail', token: string) => () =>
    callApi(endpoint, { token: newStrategySession.get().token, body: { signature_token: token } });

  // The thank-you replaces the form: focus moves to its heading, so it is read out.
  useEffect(() => {
    if (done) thanks.current?.focus();
  }, [done]);

  if (done) {
    return (
      <ScreenLayout title={t('strategies.newStrategy.thankYouTitle')} headingRef={thanks}>
        <Typography>{t('strategies.newStrategy.thankYouText')}</Typography>
      </ScreenLayout>
    );
  }
  return (
    <ScreenLayout title={t('strategies.newStrategy.title')}>
      <Typography sx={{ mb: 2 }}>{t('strategies.newStrategy.intro')}</Typography>
      <StrategyForm
        value={value}
        onChange={(next) => {
          setValue(next);
          draftStore.set(DRAFT_ID, { strategies: next });
          // A changed choice is another one to sign: it is sent again first.
          setSignatureToken(undefined);
        }}
        personRiskProfileId={newStrategySession.get().riskProfileId}
        onSubmit={send.submit}
        busy={send.busy}
        submitLabel="strategies.newStrategy.submit"
      />
      {signatureToken && (
        <Box component="section" aria-labelledby="new-strategy-sign" sx={{ mt: 4 }}>
          <Typography
            id="new-strategy-sign"
            ref={signHeading}
            tabIndex={-1}
            component="h2"
            variant="h5"
            gutterBottom
            sx={{ outline: 'none' }}
          >
            {t('strategies.newStrategy.signTitle')}
          </Typography>
          <Typography gutterBottom>{t('strategies.newStrategy.signIntro')}</Typography>
          <SignWithCode
            key={signatureToken}
            id="new-strategy"
            channels={[
              {
                id: 'sms',
                sendLabel: t('strategies.newStrategy.sendSms'),
                sentText: t('strategies.newStrategy.sentSms'),
                sentToast: 'toasts.codeSentSms',
                send: requestCode('requestStrategySignCode', signatureToken),
              },
              {
                id: 'email',
                sendLabel: t('strategies.newStrategy.sendEmail'),
                sentText: t('strategies.newStrategy.sentEmail'),
                sentToast: 'toasts.codeSentEmail',
                send: requestCode('requestStrategySignCodeEmail', signatureToken),
              },
            ]}
            verify={(code) => signNewStrategy(newStrategySession.get().token, signatureToken, code)}
            onSigned={() => {
              newStrategySession.clear();
              draftStore.set(DRAFT_ID, {});
              feedback.showSuccess('toasts.strategiesSaved');
              setDone(true);
            }}
            signedItemId="new-strategy-sign"
            texts={{
              codeLabel: t('strategies.newStrategy.codeLabel'),
              codeHint: t('strategies.newStrategy.codeHint'),
              codeInvalid: t('strategies.newStrategy.codeInvalid'),
              sign: t('strategies.newStrategy.sign'),
              signing: t('strategies.newStrategy.signing'),
            }}
          />
        </Box>
      )}
    </ScreenLayout>
  );
}
