/** The countries the product accepts phone numbers from, by calling code. */
export const PHONE_COUNTRIES = { 421: 'SK', 420: 'CZ' };

/** libphonenumber-js metadata reduced to PHONE_COUNTRIES. */
export function phoneMetadataFor(full) {
  const codes = Object.entries(PHONE_COUNTRIES);
  return {
    version: full.version,
    country_calling_codes: Object.fromEntries(codes.map(([code, country]) => [code, [country]])),
    countries: Object.fromEntries(codes.map(([, country]) => [country, full.countries[country]])),
    nonGeographic: {},
  };
}
