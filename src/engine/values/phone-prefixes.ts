/** The calling codes the phone widget offers: Slovakia first, then Czechia. */
export const PHONE_PREFIXES = ['+421', '+420'] as const;

export type PhonePrefix = (typeof PHONE_PREFIXES)[number];
