import { Box, Typography } from '@mui/material';
import validateFns from 'virtual:definition-validators/new-strategy.js';
import { identity } from 'virtual:bundled-definition-hashes/new-strategy.js';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import definition from '../../../schemas/steps/new-strategy.json';
import { callApi } from '../../api';
import { DefinitionForm, type DefinitionData, createDefinitionValidator, strategiesTheme } from '../../engine';
import { ClientLinkGate, type ClientLinkTexts } from '../shared/client-link/client-link-gate';
import { DefinitionsPending } from '../shared/definitions-runtime/definitions-pending';
import type { RuntimeDefinition } from '../shared/definitions-runtime/types';
import { draftStore } from '../shared/draft-store';
import { useFeedback } from '../shared/feedback-context';
import { ScreenLayout } from '../shared/screen-layout';
import { SignWithCode } from '../shared/sign-with-code';
import { chosenStrategies } from '../shared/strategy-picker/chosen-strategies';
import { StrategyListStatus } from '../shared/strategy-picker/strategy-list-status';
import { useStrategyPicker } from '../shared/strategy-picker/use-strategy-picker';
import { useScreenSubmit } from '../shared/submit/use-screen-submit';
import { bundledStep, prepareStepsAhead, prepareStepAhead } from '../step/step-definition';
import { useStepDefinition } from '../step/use-step-definition';
import { newStrategySession } from './new-strategy-session';
import { openNewStrategyLink } from './open-new-strategy-link';
import { signNewStrategy } from './sign-new-strategy';

const STEP = bundledStep(definition, validateFns, identity);
const DRAFT_ID = STEP.definition.id;

// The step's definition in effect is fetched with the screen's code, also when that is fetched ahead (next-screens.ts).
prepareStepAhead(STEP);

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
 * is exchanged for the client-zone token; then its definition (the same strategy picker as in onboarding), sent to
 * the client zone, signed with a code by SMS or e-mail (the provider keeps them only then), and a thank-you.
 */
export default function NewStrategyScreen() {
  return (
    <ClientLinkGate page="new_strategy" open={openNewStrategyLink} texts={TEXTS}>
      {() => <NewStrategyDefinition />}
    </ClientLinkGate>
  );
}

/** The definition in effect when the form opens (issue 21), or its fault with a retry. */
function NewStrategyDefinition() {
  const { t } = useTranslation();
  const shown = useStepDefinition(STEP);
  if (shown.status === 'ready') return <NewStrategyForm key={shown.runtime.chosen.sha256} runtime={shown.runtime} />;
  return (
    <ScreenLayout title={t(STEP.definition.title)}>
      <DefinitionsPending
        retry={shown.status === 'failed' ? shown.retry : undefined}
        failedText="widgets.definitionLoadFailed"
      />
    </ScreenLayout>
  );
}

function NewStrategyForm({ runtime: { definition: DEFINITION, validateFns, chosen } }: { runtime: RuntimeDefinition }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [data, setData] = useState<DefinitionData>(() => draftStore.get(DRAFT_ID));
  const [done, setDone] = useState(false);
  // The provider keeps the strategies once they are signed with a code (sandbox README): the token to sign.
  const [signatureToken, setSignatureToken] = useState<string>();
  const thanks = useRef<HTMLHeadingElement>(null);
  const signHeading = useRef<HTMLHeadingElement>(null);
  const picker = useStrategyPicker(newStrategySession.get().riskProfileId);
  const validator = useMemo(
    () => createDefinitionValidator<DefinitionData>(validateFns, DEFINITION.schema),
    [validateFns, DEFINITION],
  );

  const send = useScreenSubmit({
    send: (values: DefinitionData) => {
      prepareStepsAhead();
      return callApi('newStrategy', {
        token: newStrategySession.get().token,
        // The exact definition the client saw (issue 21; src/sandbox/README.md).
        body: {
          strategies: JSON.stringify(chosenStrategies(values.strategies)),
          definition_version: chosen.version,
          definition_sha256: chosen.sha256,
        },
      });
    },
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
    <ScreenLayout title={t(DEFINITION.title)} description={t(DEFINITION.description ?? '')}>
      {picker.formContext ? (
        <DefinitionForm
          definition={DEFINITION}
          validator={validator}
          formData={data}
          onChange={(next) => {
            setData(next);
            draftStore.set(DRAFT_ID, next);
            // A changed choice is another one to sign: it is sent again first.
            setSignatureToken(undefined);
          }}
          onSubmit={(values) => void send.submit(values)}
          theme={strategiesTheme}
          formContext={picker.formContext}
          busy={send.busy}
          submitLabel="strategies.newStrategy.submit"
        />
      ) : (
        <StrategyListStatus picker={picker} />
      )}
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
