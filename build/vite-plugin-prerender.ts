/**
 * Prerenders the landing page into the built index.html, so its heading is painted with the HTML instead of
 * after the scripts have loaded and run (Lighthouse's LCP on a slow phone network: 3.8 s before, see
 * `npm run bench`). After the client build, the app is built once more for Node (src/prerender), the landing
 * page is rendered in Slovak with the styles it needs, and:
 *
 * - `index.html` gets the markup in `<div id="root" data-prerendered="sk:/">` and Emotion's `<style>` elements
 *   in its head, each with the nonce placeholder `STYLE_NONCE_PLACEHOLDER` that the server replaces per request
 *   (deploy/nginx); src/main.tsx hydrates it when the visit is to `/` in Slovak; public/before-app.js
 *   hides it until the app has rendered when another language was chosen before;
 * - `shell.html` is the page without it, which the servers send for every other path of the app (a prerendered
 *   landing page would flash on /registration before the app replaced it).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** What the servers replace with the request's style nonce in index.html. */
export const STYLE_NONCE_PLACEHOLDER = 'WEM_STYLE_NONCE';
/** The page without the prerendered landing page, for every other path of the app. */
export const SHELL_HTML = 'shell.html';

const ENTRY = 'src/prerender/render-landing.tsx';

/**
 * The `style` attributes React wrote into the markup (MUI sets a few CSS variables that way) as rules for a
 * data attribute: the Content-Security-Policy blocks style attributes in HTML (only a nonce'd <style> may style),
 * while React sets them through the CSSOM, which it allows. Hydrating leaves the element's attributes as they
 * are, and React never touches `data-prerender-style`, so the rule keeps applying.
 */
/** The characters React escapes in an attribute value, back as they were. */
const ATTRIBUTE_ENTITIES: Record<string, string> = { '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };
const unescapeAttribute = (value: string) => value.replace(/&(?:quot|#x27|lt|gt|amp);/g, (entity) => ATTRIBUTE_ENTITIES[entity] ?? entity);

export function moveStyleAttributes(html: string): { html: string; css: string } {
  const rules: string[] = [];
  const moved = html.replace(/ style="([^"]*)"/g, (_attribute, declarations: string) => {
    rules.push(`[data-prerender-style="${rules.length}"]{${unescapeAttribute(declarations)}}`);
    return ` data-prerender-style="${rules.length - 1}"`;
  });
  return { html: moved, css: rules.join('') };
}

export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'wem-prerender-landing',
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    configResolved(resolved) {
      config = resolved;
    },
    // `vite preview` (the end-to-end tests) sends shell.html for the app's paths, as deploy/nginx does.
    configurePreviewServer(server) {
      server.middlewares.use((request, _response, next) => {
        const url = new URL(request.url ?? '/', 'http://preview');
        if (request.method === 'GET' && url.pathname !== '/' && extname(url.pathname) === '') request.url = `/${SHELL_HTML}${url.search}`;
        next();
      });
    },
    async closeBundle() {
      // The build for Node below runs this plugin too.
      if (config.build.ssr || config.command !== 'build') return;
      const outDir = resolve(config.root, config.build.outDir);
      const serverDir = resolve(config.root, 'node_modules/.prerender', String(Date.now()));
      try {
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: { ssr: ENTRY, outDir: serverDir, emptyOutDir: true, sourcemap: false, manifest: false, ssrManifest: false },
        });
        // React, MUI and Emotion in production mode, as in the browser: Emotion's class names differ in development.
        process.env.NODE_ENV = 'production';
        const { renderLanding } = (await import(pathToFileURL(join(serverDir, 'render-landing.js')).href)) as typeof import('../src/prerender/render-landing');
        const rendered = await renderLanding(STYLE_NONCE_PLACEHOLDER);
        const { html, css } = moveStyleAttributes(rendered.html);
        const styles = `${rendered.styles}<style nonce="${STYLE_NONCE_PLACEHOLDER}">${css}html[data-prerender-stale] #root{visibility:hidden}</style>`;
        const page = readFileSync(join(outDir, 'index.html'), 'utf8');
        if (!page.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div> to prerender into');
        writeFileSync(join(outDir, SHELL_HTML), page);
        writeFileSync(
          join(outDir, 'index.html'),
          page.replace('</head>', `${styles}\n  </head>`).replace('<div id="root"></div>', `<div id="root" data-prerendered="sk:/">${html}</div>`),
        );
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
