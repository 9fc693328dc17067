/** The `client_owner` flag of the address-and-bank-account answer (SPEC §7), or undefined when the answer has none. */
export function clientOwnerOf(answer: unknown): boolean | undefined {
  if (typeof answer !== 'object' || answer === null || !('client_owner' in answer)) return undefined;
  const flag = (answer as { client_owner: unknown }).client_owner;
  // A provider may send the flag as a boolean, a number or a string.
  if (typeof flag === 'boolean') return flag;
  if (flag === 1 || flag === '1' || flag === 'true') return true;
  if (flag === 0 || flag === '0' || flag === 'false') return false;
  return undefined;
}
