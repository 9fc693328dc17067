import validateFns from 'virtual:definition-validators/child-personal-info.js';
import { identity } from 'virtual:bundled-definition-hashes/child-personal-info.js';
import definition from '../../../schemas/steps/child-personal-info.json';
import { StepScreen } from '../step/step-screen';
import { bundledStep, prepareStepAhead } from '../step/step-definition';

const STEP = bundledStep(definition, validateFns, identity);

// The step's definition in effect is fetched with the screen's code, also when that is fetched ahead (next-screens.ts).
prepareStepAhead(STEP);

/**
 * The child's data (SPEC §4 step 2, when investing for a child as legal representative): name, birthdate
 * (under 18), birth number and nationality; the birth certificate itself comes later with the documents.
 *
 * The profile is left as personal info set it (referrer_url 2, client_owner): changing it here would make
 * the step guard look at this route again while it is still the current one, and its "only from personal
 * info" rule would send the person back there instead of on to the address.
 */
export default function ChildPersonalInfoScreen() {
  return <StepScreen step={STEP} successTitle="toasts.childSaved" />;
}
