const KILOBYTE = 1024;
const MEGABYTE = 1024 * 1024;

/** A file size for people (`820 kB`, `4.2 MB`) in the given language. */
export function formatFileSize(bytes: number, language: string): string {
  const kilobytes = Math.max(1, Math.round(bytes / KILOBYTE));
  // A size that rounds to 1024 kB is shown as 1 MB, not "1,024 kB" (the last kilobytes of a 1 MB upload's progress).
  if (kilobytes * KILOBYTE >= MEGABYTE) {
    return new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
      bytes / MEGABYTE,
    );
  }
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
    kilobytes,
  );
}
