// Spaces of every kind: people type plain spaces, Intl's Slovak and Bulgarian formats group with no-break spaces.
const SPACES = /[\s\u00a0\u202f]/g;

function groupSeparator(language: string): string {
  return new Intl.NumberFormat(language).formatToParts(1000).find((part) => part.type === 'group')?.value ?? '';
}

/**
 * A typed EUR amount as a number, with a comma or a dot as the decimal mark and spaces, dots or commas grouping
 * thousands; undefined when empty, NaN when it is no number. With both marks the last one is the decimal mark. A
 * lone mark is decimal, except the language's own group mark followed by exact thousands (English `1,250`), so
 * an amount formatted on blur reads back as itself.
 */
export function parseEurAmount(text: string, language: string): number | undefined {
  const compact = text.replace(SPACES, '');
  if (compact === '') return undefined;
  const marks = [...compact.matchAll(/[.,]/g)].map((match) => match[0]);
  let normalized = compact;
  if (marks.includes('.') && marks.includes(',')) {
    const decimal = compact.lastIndexOf('.') > compact.lastIndexOf(',') ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    normalized = compact.split(group).join('').replace(decimal, '.');
  } else if (marks.length > 0) {
    const mark = marks[0] as string;
    const groupsOfThousands = new RegExp(`^-?\\d{1,3}(?:\\${mark}\\d{3})+$`).test(compact);
    const isGroup = groupsOfThousands && (marks.length > 1 || mark === groupSeparator(language));
    normalized = isGroup ? compact.split(mark).join('') : marks.length === 1 ? compact.replace(mark, '.') : 'NaN';
  }
  if (!/^-?(?:\d+\.?\d*|\.\d+)$/.test(normalized)) return Number.NaN;
  return Number(normalized);
}
