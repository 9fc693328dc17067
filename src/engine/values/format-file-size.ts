const KILOBYTE = 1024;
const MEGABYTE = 1024 * 1024;

/** A file size for people (`820 kB`, `4.2 MB`) in the given language. */
export function formatFileSize(bytes: number, language: string): string {
  if (bytes >= MEGABYTE) {
    return new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
      bytes / MEGABYTE,
    );
  }
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
    Math.max(1, Math.round(bytes / KILOBYTE)),
  );
}
