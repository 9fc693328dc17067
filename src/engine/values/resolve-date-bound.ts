const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function localToday(): string {
  const now = new Date();
  return `${String(now.getFullYear()).padStart(4, '0')}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** A `min`/`max` option of the date widget as an ISO date: a literal `YYYY-MM-DD`, or `today` (the local calendar day).
 * */
export function resolveDateBound(option: unknown): string | undefined {
  if (option === 'today') return localToday();
  return typeof option === 'string' && ISO_DATE.test(option) ? option : undefined;
}
