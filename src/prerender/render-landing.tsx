import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from '../app/app';
import { setupI18n } from '../app/i18n';

export interface PrerenderedPage {
  /** What goes into `<div id="root">`. */
  html: string;
  /** Emotion's `<style>` elements for that markup, each with `nonce` (the server puts the request's nonce in). */
  styles: string;
}

/**
 * The landing page in Slovak as the app renders it, with the styles it needs, for the build to put into
 * index.html (build/vite-plugin-prerender.ts): the heading is painted with the HTML, before any script has run.
 * The client hydrates it (src/main.tsx). Run at build time in Node, never in the browser.
 */
export async function renderLanding(nonce: string): Promise<PrerenderedPage> {
  await setupI18n('sk');
  const cache = createCache({ key: 'css', nonce });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <StaticRouter location="/">
          <App />
        </StaticRouter>
      </CacheProvider>
    </StrictMode>,
  );
  return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}
