import validateFns from 'virtual:definition-validators/address-and-bank-account.js';
import { identity } from 'virtual:bundled-definition-hashes/address-and-bank-account.js';
import definition from '../../../schemas/steps/address-and-bank-account.json';
import { profileStore } from '../../api';
import { REFERRER_URL } from '../shared/routes/referrer-url';
import { StepScreen } from '../step/step-screen';
import { bundledStep, prepareStepAhead } from '../step/step-definition';
import { clientOwnerOf } from './client-owner-of';

const STEP = bundledStep(definition, validateFns, identity);

// The step's definition in effect is fetched with the screen's code, also when that is fetched ahead (next-screens.ts).
prepareStepAhead(STEP);

/**
 * Address and bank account (SPEC §4 step 3): sent as multipart with the bank scan as a file; the answer says
 * whether the account is a child's (`client_owner`), which the profile keeps.
 */
export default function AddressAndBankAccountScreen() {
  return (
    <StepScreen
      step={STEP}
      successTitle="toasts.addressSaved"
      onAccepted={(answer) => {
        const clientOwner = clientOwnerOf(answer);
        profileStore.update(
          clientOwner === undefined
            ? { referrer_url: REFERRER_URL.addressAndBankAccount }
            : { referrer_url: REFERRER_URL.addressAndBankAccount, client_owner: clientOwner },
        );
      }}
    />
  );
}
