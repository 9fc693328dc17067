import validateFns from 'virtual:definition-validators/registration.js';
import { identity } from 'virtual:bundled-definition-hashes/registration.js';
import definition from '../../../schemas/steps/registration.json';
import { profileStore } from '../../api';
import { REFERRER_URL } from '../shared/routes/referrer-url';
import { StepScreen } from '../step/step-screen';
import { bundledStep, prepareStepAhead } from '../step/step-definition';

const STEP = bundledStep(definition, validateFns, identity);

// The step's definition in effect is fetched with the screen's code, also when that is fetched ahead (next-screens.ts).
prepareStepAhead(STEP);

/** Registration (SPEC §4 step 1): the e-mail code is verified first, then the account is made. */
export default function RegistrationScreen() {
  return (
    <StepScreen
      step={STEP}
      successTitle="toasts.registered"
      onAccepted={() => profileStore.update({ referrer_url: REFERRER_URL.registration })}
    />
  );
}
