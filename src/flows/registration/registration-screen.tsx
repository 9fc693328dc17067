import validateFns from 'virtual:definition-validators/registration.js';
import definition from '../../../schemas/steps/registration.json';
import { profileStore } from '../../api';
import type { Definition } from '../../engine';
import { REFERRER_URL } from '../shared/routes/referrer-url';
import { StepScreen } from '../step/step-screen';

/** Registration (SPEC §4 step 1): the e-mail code is verified first, then the account is made. */
export default function RegistrationScreen() {
  return (
    <StepScreen
      definition={definition as Definition}
      validateFns={validateFns}
      successTitle="toasts.registered"
      onAccepted={() => profileStore.update({ referrer_url: REFERRER_URL.registration })}
    />
  );
}
