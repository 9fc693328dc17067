/**
 * The address a provider's document link opens: an absolute http(s) address as it is, a path on the provider
 * (base URL, or the app's origin for the sandbox). Anything else (`javascript:`, `data:`) gives no link.
 */
export function documentHref(url: unknown, baseUrl: string, appOrigin: string): string | undefined {
  if (typeof url !== 'string' || url.trim() === '') return undefined;
  try {
    const resolved = new URL(url.trim(), `${baseUrl || appOrigin}/`);
    return resolved.protocol === 'https:' || resolved.protocol === 'http:' ? resolved.href : undefined;
  } catch {
    return undefined;
  }
}
