import type { NextStep } from '../../engine';

/** Where a definition's `next` sends the person after a successful submit with `data`. */
export function nextStep(next: NextStep | undefined, data: Readonly<Record<string, unknown>>): string | undefined {
  if (!next) return undefined;
  const rule = next.rules?.find(({ when }) => data[when.field] === when.equals);
  return rule?.to ?? next.default;
}
