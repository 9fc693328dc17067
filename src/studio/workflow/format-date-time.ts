/** A date and time for staff, in the studio's language and the browser's time zone (e.g. 24. 11. 2026 9:30). */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
