import validateFns from 'virtual:definition-validators/address-and-bank-account.js';
import definition from '../../../schemas/steps/address-and-bank-account.json';
import { profileStore } from '../../api';
import type { Definition } from '../../engine';
import { REFERRER_URL } from '../shared/routes/referrer-url';
import { StepScreen } from '../step/step-screen';
import { clientOwnerOf } from './client-owner-of';

/**
 * Address and bank account (SPEC §4 step 3): sent as multipart with the bank scan as a file; the answer says
 * whether the account is a child's (`client_owner`), which the profile keeps.
 */
export default function AddressAndBankAccountScreen() {
  return (
    <StepScreen
      definition={definition as Definition}
      validateFns={validateFns}
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
