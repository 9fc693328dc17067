import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from '../app/app';
import { type Language, setupI18n } from '../app/i18n';
import { preloadRouteScreen } from '../app/screens/preload-route-screen';

export interface PrerenderedPage {
  /** What goes into `<div id="root">`. */
  html: string;
  /** Emotion's `<style>` elements for that markup, each with `nonce` (the server puts the request's nonce in). */
  styles: string;
}

/**
 * A page in `language` (Slovak unless said) as the app renders it at `path`, its lazily loaded screen included, with
 * the styles it needs, for the build to put into the HTML (build/vite-plugin-prerender.ts): the page is painted with
 * the HTML, before any script has run. The client hydrates it (src/app/start-app.tsx). Run at build time in Node,
 * never in the browser.
 */
export async function renderPage(path: string, nonce: string, language: Language = 'sk'): Promise<PrerenderedPage> {
  await setupI18n(language);
  const cache = createCache({ key: 'css', nonce });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  // The screen's code first, so that the page holds the screen rather than its spinner: renderToString does not
  // wait for lazy code, and React's prerender would send a large screen apart with an inline script to put it in
  // place, which the Content-Security-Policy blocks.
  await preloadRouteScreen(path);
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <StaticRouter location={path}>
          <App />
        </StaticRouter>
      </CacheProvider>
    </StrictMode>,
  );
  return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}
