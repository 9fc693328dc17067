/** The name of a country (ISO 3166 code) in a language, through Intl.DisplayNames; the code itself if unknown. */
export function regionName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}
