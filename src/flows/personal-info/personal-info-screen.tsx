import validateFns from 'virtual:definition-validators/personal-info.js';
import definition from '../../../schemas/steps/personal-info.json';
import { profileStore } from '../../api';
import type { Definition } from '../../engine';
import { REFERRER_URL } from '../shared/routes/referrer-url';
import { StepScreen } from '../step/step-screen';

/** Personal data (SPEC §4 step 2): the SMS code first, then the data; on to the child's data when investing for a
 * child. */
export default function PersonalInfoScreen() {
  return (
    <StepScreen
      definition={definition as Definition}
      validateFns={validateFns}
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
