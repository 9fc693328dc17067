/**
 * An amount in the language's number format, cents kept: grouped for reading after leaving the field, ungrouped
 * for editing it (so an English `2,500` never turns into `2,5001`).
 */
export function formatEurAmount(amount: number, language: string, grouping = true): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 20,
    useGrouping: grouping,
  }).format(amount);
}
