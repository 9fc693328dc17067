import type { EndpointName } from '../../api/endpoints.ts';
import type { Handler } from '../handler-context.ts';
import { addressHandlers } from './address.ts';
import { authHandlers } from './auth.ts';
import { clientZoneHandlers } from './client-zone.ts';
import { contractHandlers } from './contract.ts';
import { emailCodeHandlers } from './email-codes.ts';
import { enumeratorHandlers } from './enumerators.ts';
import { healthHandlers } from './health.ts';
import { logoutHandlers } from './logout.ts';
import { passwordResetHandlers } from './password-reset.ts';
import { personalInfoHandlers } from './personal-info.ts';
import { questionnaireHandlers } from './questionnaire.ts';
import { registrationHandlers } from './registration.ts';
import { signingHandlers } from './signing.ts';
import { smsCodeHandlers } from './sms-codes.ts';
import { strategyHandlers } from './strategies.ts';
import { uploadHandlers } from './uploads.ts';
import { verificationHandlers } from './verification.ts';

/** One handler per endpoint of the table; the type makes a missing or extra endpoint a compile error. */
export const endpointHandlers: { readonly [N in EndpointName]: Handler<N> } = {
  ...healthHandlers,
  ...authHandlers,
  ...enumeratorHandlers,
  ...emailCodeHandlers,
  ...smsCodeHandlers,
  ...registrationHandlers,
  ...logoutHandlers,
  ...personalInfoHandlers,
  ...addressHandlers,
  ...uploadHandlers,
  ...strategyHandlers,
  ...questionnaireHandlers,
  ...verificationHandlers,
  ...signingHandlers,
  ...contractHandlers,
  ...passwordResetHandlers,
  ...clientZoneHandlers,
};
