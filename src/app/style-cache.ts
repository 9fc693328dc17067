import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Emotion's cache with the page's Content-Security-Policy nonce. MUI and Emotion insert <style> elements at run
 * time; the production server (deploy/nginx) allows styles by a per-request nonce only and hands it to the page
 * in `<meta property="csp-nonce" nonce="…">` (the convention Vite's dev server uses for html.cspNonce too).
 * Browsers hide a nonce attribute's value from the DOM, so it is read from the element's `nonce` property.
 * Without the element (tests, the preview server's 'unsafe-inline') the cache is Emotion's default one.
 */
export function createStyleCache(doc: Document = document): EmotionCache {
  const nonce = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
  return createCache({ key: 'css', nonce });
}
