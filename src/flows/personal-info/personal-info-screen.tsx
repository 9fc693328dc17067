import validateFns from 'virtual:definition-validators/personal-info.js';
import { identity } from 'virtual:bundled-definition-hashes/personal-info.js';
import definition from '../../../schemas/steps/personal-info.json';
import { profileStore } from '../../api';
import { REFERRER_URL } from '../shared/routes/referrer-url';
import { StepScreen } from '../step/step-screen';
import { bundledStep, prepareStepAhead } from '../step/step-definition';

const STEP = bundledStep(definition, validateFns, identity);

// The step's definition in effect is fetched with the screen's code, also when that is fetched ahead (next-screens.ts).
prepareStepAhead(STEP);

/** Personal data (SPEC §4 step 2): the SMS code first, then the data; on to the child's data when investing for a
 * child. */
export default function PersonalInfoScreen() {
  return (
    <StepScreen
      step={STEP}
      successTitle="toasts.personalSaved"
      onAccepted={(_answer, data) =>
        profileStore.update({
          referrer_url: REFERRER_URL.personalInfo,
          client_owner: data.child_investment === true,
          intermediary: data.intermediaryPerson === true,
        })
      }
    />
  );
}
