import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, profileStore } from '../../api';
import { draftStore } from '../shared/draft-store';
import { type MissingStep, MissingStepLink, missingStepOf } from '../shared/missing-step-link';
import { REFERRER_URL } from '../shared/routes/referrer-url';
import { pathTo } from '../shared/routes/routes';
import { ScreenLayout } from '../shared/screen-layout';
import { SignWithCode } from '../shared/sign-with-code';
import { useScreenSubmit } from '../shared/submit/use-screen-submit';
import { type AgreementKind, agreementsFor } from './agreements';
import { ConsentCheckbox } from './consent-checkbox';
import { DocumentLinks } from './document-links';

const DRAFT_ID = 'contracts';
const FAQ = ['safe'] as const;
const INTERMEDIATION_CONSENT = 'consent-intermediation';
const ELECTRONIC_CONSENT = 'consent-electronic-communication';

interface ContractsDraft {
  electronicCommunication: boolean;
  intermediationConsent: boolean;
  signed: Partial<Record<AgreementKind, boolean>>;
}

function readDraft(): ContractsDraft {
  const draft = draftStore.get(DRAFT_ID) as Partial<ContractsDraft>;
  return {
    electronicCommunication: draft.electronicCommunication === true,
    intermediationConsent: draft.intermediationConsent === true,
    signed: { ...draft.signed },
  };
}

/**
 * Step 7 (SPEC §2, §5, §7, §8): the contract documents, the required consents, each agreement signed with its
 * own SMS code (see agreements.ts for which agreements apply), then onboarding/contract and the thank-you page.
 * Consents and signatures are kept in the session's drafts, so leaving the page and coming back (or a refused
 * contract call) never asks for a signature twice.
 */
export default function ContractsScreen() {
  const { t } = useTranslation();
  const profile = useSyncExternalStore(profileStore.subscribe, profileStore.get);
  const intermediary = profile?.intermediary === true;
  const agreements = agreementsFor(intermediary);
  const [draft, setDraft] = useState(readDraft);
  const [consentsChecked, setConsentsChecked] = useState(false);

  const change = (changes: Partial<ContractsDraft>) => {
    setDraft((current) => {
      const next = { ...current, ...changes };
      draftStore.set(DRAFT_ID, { ...next });
      return next;
    });
  };

  const missingElectronic = !draft.electronicCommunication;
  const missingIntermediation = intermediary && !draft.intermediationConsent;

  /** SPEC §5: no signing step starts without the required consents; the first missing one gets the focus. */
  const consentsGiven = (): boolean => {
    setConsentsChecked(true);
    // In the page's order: the agent's agreement comes first.
    if (missingIntermediation) document.getElementById(INTERMEDIATION_CONSENT)?.focus();
    else if (missingElectronic) document.getElementById(ELECTRONIC_CONSENT)?.focus();
    return !missingElectronic && !missingIntermediation;
  };

  // A step the provider wants first (409): the page offers the way there.
  const [missingStep, setMissingStep] = useState<MissingStep>();
  const [failed, setFailed] = useState(false);
  const contract = useScreenSubmit({
    send: (_: void, press) => {
      // What the person agreed to, for the provider's records (the body is the provider's to define).
      const body = {
        electronic_communication: true,
        ...(intermediary ? { financial_intermediation_agreement: true } : {}),
      };
      setMissingStep(undefined);
      setFailed(false);
      // The same Idempotency-Key for a retry after a timeout: the contracts are concluded and e-mailed once.
      return callApi('contract', { body, idempotencyKey: press.idempotencyKey('contract', body) });
    },
    onAccepted: () => {
      profileStore.update({ referrer_url: REFERRER_URL.contracts });
    },
    successToast: 'toasts.agreementsSigned',
    next: pathTo('thank-you'),
    onRejected: (error) => {
      setFailed(true);
      setMissingStep(missingStepOf(error));
    },
  });

  const sendContract = () => void contract.submit();
  const allSigned = agreements.every((agreement) => draft.signed[agreement.kind]);
  const finish = () => {
    if (consentsGiven()) sendContract();
  };

  const signed = (kind: AgreementKind) => {
    // From the drafts, not this render: the other agreement may have been signed while this code was checked.
    const next = { ...readDraft().signed, [kind]: true };
    change({ signed: next });
    if (agreements.every((agreement) => next[agreement.kind])) sendContract();
  };

  return (
    <ScreenLayout
      title={t('contracts.title')}
      description={t(intermediary ? 'contracts.introIntermediary' : 'contracts.intro')}
      faq={FAQ}
    >
      <Box component="section" aria-labelledby="contracts-documents" sx={{ mb: 3 }}>
        <Typography id="contracts-documents" component="h2" variant="h5" gutterBottom>
          {t('contracts.documentsTitle')}
        </Typography>
        {intermediary && (
          <DocumentLinks
            list="intermediaryDocuments"
            headingId="contracts-documents-intermediation"
            heading={t('contracts.intermediationDocuments')}
          />
        )}
        <DocumentLinks
          list="documents"
          headingId="contracts-documents-portfolio"
          heading={t('contracts.portfolioDocuments')}
        />
      </Box>

      <Box component="section" aria-labelledby="contracts-consents" sx={{ mb: 3 }}>
        <Typography id="contracts-consents" component="h2" variant="h5" gutterBottom>
          {t('contracts.consentsTitle')}
        </Typography>
        <Typography sx={{ mb: 1 }}>{t('contracts.consentsIntro')}</Typography>
        {intermediary && (
          <ConsentCheckbox
            id={INTERMEDIATION_CONSENT}
            label={t('contracts.intermediationConsent')}
            checked={draft.intermediationConsent}
            onChange={(checked) => change({ intermediationConsent: checked })}
            error={consentsChecked && missingIntermediation ? t('contracts.intermediationConsentRequired') : undefined}
          />
        )}
        <ConsentCheckbox
          id={ELECTRONIC_CONSENT}
          label={t('contracts.electronicCommunication')}
          checked={draft.electronicCommunication}
          onChange={(checked) => change({ electronicCommunication: checked })}
          error={consentsChecked && missingElectronic ? t('contracts.electronicCommunicationRequired') : undefined}
        />
      </Box>

      {agreements.map((agreement) => {
        const headingId = `agreement-${agreement.kind}`;
        return (
          <Box key={agreement.kind} component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
            <Typography id={headingId} component="h2" variant="h5" gutterBottom>
              {t(`contracts.${agreement.kind}.title`)}
            </Typography>
            <Typography>{t(`contracts.${agreement.kind}.text`)}</Typography>
            {draft.signed[agreement.kind] ? (
              // A status, not an alert: good news is announced politely.
              <Alert severity="success" role="status" sx={{ mt: 2 }}>
                {t(`contracts.${agreement.kind}.signed`)}
              </Alert>
            ) : (
              <SignWithCode
                id={agreement.kind}
                channels={[
                  {
                    id: 'sms',
                    sendLabel: t('contracts.sendSms'),
                    sentText: t('contracts.sentSms'),
                    sentToast: 'toasts.codeSentSms',
                    send: agreement.sendCode,
                  },
                ]}
                verify={agreement.verifyCode}
                onSigned={() => signed(agreement.kind)}
                mayProceed={consentsGiven}
                signedItemId={headingId}
                texts={{
                  codeLabel: t('contracts.codeLabel'),
                  codeHint: t('contracts.codeHint'),
                  codeInvalid: t('contracts.codeInvalid'),
                  sign: t('contracts.sign'),
                  signing: t('contracts.signing'),
                }}
              />
            )}
          </Box>
        );
      })}

      {allSigned && (
        <Box component="section" aria-labelledby="contracts-finish" sx={{ mb: 2 }}>
          <Typography id="contracts-finish" component="h2" variant="h5" gutterBottom>
            {t('contracts.finishTitle')}
          </Typography>
          <Typography role="status" sx={{ mb: 2 }}>
            {contract.busy ? t('contracts.finishing') : failed ? t('contracts.finishFailed') : ''}
          </Typography>
          {missingStep && <MissingStepLink step={missingStep} />}
          <Button
            variant="contained"
            size="large"
            onClick={finish}
            disabled={contract.busy}
            aria-busy={contract.busy || undefined}
            startIcon={contract.busy ? <CircularProgress size={16} aria-hidden /> : undefined}
          >
            {t('contracts.finish')}
          </Button>
        </Box>
      )}
    </ScreenLayout>
  );
}
