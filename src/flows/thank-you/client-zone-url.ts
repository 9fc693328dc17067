/**
 * The client zone of the (fictional) provider, on the domain of its website (landing page's contact link).
 * The sandbox has no client zone of its own, so demos and tests link there unless a build configures another.
 */
export const DEFAULT_CLIENT_ZONE_URL = 'https://klient.wem.sk/';

/**
 * Where the thank-you page sends the new client: VITE_CLIENT_ZONE_URL at build time (README, Configuration),
 * if it is an absolute https address; otherwise the default, so a typo never becomes a broken or script link, and
 * the client never logs into the client zone over plain http (ASVS V12: TLS for every connection carrying credentials).
 */
export function clientZoneUrl(configured: string | undefined = import.meta.env.VITE_CLIENT_ZONE_URL): string {
  if (!configured?.trim()) return DEFAULT_CLIENT_ZONE_URL;
  try {
    const url = new URL(configured.trim());
    return url.protocol === 'https:' ? url.href : DEFAULT_CLIENT_ZONE_URL;
  } catch {
    return DEFAULT_CLIENT_ZONE_URL;
  }
}
