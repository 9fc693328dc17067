import validateFns from 'virtual:definition-validators/documents-upload.js';
import { identity } from 'virtual:bundled-definition-hashes/documents-upload.js';
import { useMemo, useState, useSyncExternalStore } from 'react';
import definition from '../../../schemas/steps/documents-upload.json';
import { isApiError, profileStore } from '../../api';
import { useFeedback } from '../shared/feedback-context';
import { type MissingStep, MissingStepLink, missingStepOf } from '../shared/missing-step-link';
import { REFERRER_URL } from '../shared/routes/referrer-url';
import { StepScreen } from '../step/step-screen';
import { bundledStep, prepareStepAhead } from '../step/step-definition';
import { DocumentList } from './document-list';

const STEP = bundledStep(definition, validateFns, identity);

// The step's definition in effect is fetched with the screen's code, also when that is fetched ahead (next-screens.ts).
prepareStepAhead(STEP);

/**
 * Documents (SPEC §3 Documents, §4 step 8): identity documents, the bank scan, the child's birth certificate
 * when the account is a child's, and the AML text, sent as multipart; the provider's contract documents (and
 * the agent's on the intermediary path) listed to read before signing.
 *
 * Whether the account is a child's comes from the profile (login, address answer). After the identity
 * provider's redirect the page was reloaded and the profile knows only the token, so when the provider says
 * the birth certificate is missing, the field appears with that message: the provider knows best.
 */
export default function DocumentsUploadScreen() {
  const feedback = useFeedback();
  // The two facts it shows, not the whole profile: each step's answer raises the profile's referrer_url, which would
  // render this whole screen again, synchronously, before the navigation to the next (issue 24).
  const clientOwner = useSyncExternalStore(profileStore.subscribe, () => profileStore.get()?.client_owner === true);
  const intermediary = useSyncExternalStore(profileStore.subscribe, () => profileStore.get()?.intermediary === true);
  const [childByProvider, setChildByProvider] = useState(false);
  // The provider takes documents only after identity verification succeeded (409): the way there, and
  // everything chosen and typed stays for when the person comes back.
  const [missingStep, setMissingStep] = useState<MissingStep>();
  const child = clientOwner || childByProvider;
  const context = useMemo(() => ({ client_owner: child }), [child]);

  return (
    <StepScreen
      step={STEP}
      context={context}
      submitLabel="documents.submit"
      onAccepted={() => {
        // One toast, both SPEC §8 messages: saved, and the provider has e-mailed the documents.
        feedback.showSuccess('toasts.documentsSaved', 'toasts.documentsSent');
        profileStore.update({ referrer_url: REFERRER_URL.documentsUpload });
      }}
      onRejected={(error) => {
        setMissingStep(missingStepOf(error));
        if (isApiError(error) && error.body.field === 'birth_certificate') {
          setChildByProvider(true);
          profileStore.update({ client_owner: true });
        }
      }}
      intro={
        <>
          <DocumentList endpoint="documents" texts="documents.contracts" />
          {intermediary && <DocumentList endpoint="intermediaryDocuments" texts="documents.intermediary" />}
        </>
      }
    >
      {missingStep && <MissingStepLink step={missingStep} />}
    </StepScreen>
  );
}
