import { type MetadataJson, parsePhoneNumberFromString } from 'libphonenumber-js/core';
// The mobile metadata of Slovakia and Czechia only (scripts/update-phone-metadata.mjs): a few hundred bytes
// instead of the whole world's ~95 KB.
import metadata from './phone-metadata.json' with { type: 'json' };

const MAX_INPUT_LENGTH = 32;
// "+421" or "+420" and the nine national digits, single spaces allowed between digits. Checked before the parser,
// which is lenient by design: it accepts hyphens, brackets, "tel:" prefixes, extensions and text around a number.
const SHAPE = /^\+42[01](?: ?\d){9}$/;

/** The E.164 form (+421XXXXXXXXX, +420XXXXXXXXX) of a Slovak or Czech mobile number, or undefined if it is not one. */
export function e164Phone(value: string): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_INPUT_LENGTH) return undefined;
  const trimmed = value.trim();
  if (!SHAPE.test(trimmed)) return undefined;
  // The mobile metadata holds only mobile number patterns, so landlines and service numbers are not valid here.
  const parsed = parsePhoneNumberFromString(trimmed.replace(/ /g, ''), metadata as MetadataJson);
  return parsed !== undefined && parsed.isValid() && parsed.getType() === 'MOBILE' ? parsed.number : undefined;
}
