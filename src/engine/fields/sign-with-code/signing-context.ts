/** One way to receive the code (SMS, e-mail): its button, and what the page says once the code is on its way. */
export interface SignCodeChannel {
  id: string;
  sendLabel: string;
  /** Read out (role=status) once the code is on its way. */
  sentText: string;
}

/** The texts of the code field and the sign button. */
export interface SignWithCodeTexts {
  /** Names the code field; on a page with several signatures it names what is signed. */
  codeLabel: string;
  codeHint: string;
  codeInvalid: string;
  sign: string;
  signing: string;
}

/** A checked code: signed, or refused with what the field says (the SPEC §8 toast's title and text). */
export type VerifyOutcome = { signed: true } | { signed: false; message?: string };

/** The app's side of signing with a code: its requests, one press at a time, with the SPEC §8 toasts. */
export interface SigningPress {
  /** What the press under way does. */
  pending?: 'send' | 'verify';
  /** Sends a code by the channel; true once sent, false when refused or dropped (another press is under way). */
  send: (channelId: string) => Promise<boolean>;
  /** Checks the code with the provider. */
  verify: (code: string) => Promise<VerifyOutcome>;
}

/** What a definition's signing field (`ui:field: signWithCode`) names: the provider's calls, by endpoint name. */
export interface SigningEndpoints {
  /** Sends the code (e.g. sendSignCode). */
  request: string;
  /** Checks the code and signs (e.g. verifySignCode). */
  verify: string;
  /** What the code travels by (sms, email): the id of the one channel the field offers. */
  channel: string;
  /** i18n key of the toast once the code is sent. */
  sentToast?: string;
}

/**
 * The form context's signing (`formContext.signing`): a hook the signing field calls once per render, like any hook,
 * with the endpoints its definition names; the app runs the calls.
 */
export interface SigningContext {
  usePress: (endpoints: SigningEndpoints) => SigningPress;
}
