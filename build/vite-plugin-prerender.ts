/**
 * Prerenders the landing page and the registration step into HTML files, so they are painted with the HTML
 * instead of after the scripts have loaded and run (Lighthouse's LCP on a slow phone network: 3.8 s before, see
 * `npm run bench`). After the client build, the app is built once more for Node (src/prerender), each page is
 * rendered in Slovak with the styles it needs, and:
 *
 * - its file (`index.html` for `/`, `registration.html` for `/registration`) is index.html with the markup in
 *   `<div id="root" data-prerendered="sk:/registration">` and Emotion's `<style>` elements in its head, each with
 *   the nonce placeholder `STYLE_NONCE_PLACEHOLDER` that the server replaces per request (deploy/nginx);
 *   src/main.tsx loads the app that hydrates it when the person first acts there in Slovak;
 *   public/before-app.js hides it until the app has rendered when another language was chosen before;
 * - `shell.html` is the page without any, which the servers send for every other path of the app;
 * - issue 24: the pages of an e-mailed link (reset-password, a client's links), one per language, are made the same way
 *   (src/prerender/prerendered-pages.ts lists every page; src/prerender/this-visits-page.ts matches its route), with
 *   the app's and the screen's code preloaded and before-app.js deferred, so their heading is painted with the HTML.
 *
 * How the app takes such a page over: src/prerender/README.md.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { cookieLanguage } from '../src/app/language-cookie.ts';
import { PRERENDERED_PAGES, prerenderedMark, prerenderedPageFor } from '../src/prerender/prerendered-pages.ts';
import { withRoutePreloads } from './route-preload.ts';

/** What the servers replace with the request's style nonce in index.html. */
export const STYLE_NONCE_PLACEHOLDER = 'WEM_STYLE_NONCE';
/** The page without a prerendered page, for every other path of the app. */
export const SHELL_HTML = 'shell.html';

const ENTRY = 'src/prerender/render-page.tsx';

/**
 * The `style` attributes React wrote into the markup (MUI sets a few CSS variables that way) as rules for a
 * data attribute: the Content-Security-Policy blocks style attributes in HTML (only a nonce'd <style> may style),
 * while React sets them through the CSSOM, which it allows. Hydrating leaves the element's attributes as they
 * are, and React never touches `data-prerender-style`, so the rule keeps applying.
 */
/** The characters React escapes in an attribute value, back as they were. */
const ATTRIBUTE_ENTITIES: Record<string, string> = {
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
};
const unescapeAttribute = (value: string) =>
  value.replace(/&(?:quot|#x27|lt|gt|amp);/g, (entity) => ATTRIBUTE_ENTITIES[entity] ?? entity);

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
    name: 'wem-prerender-pages',
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    configResolved(resolved) {
      config = resolved;
    },
    // `vite preview` (the end-to-end tests) sends a prerendered page's file for its path (in the language cookie's
    // language where the path names none) and shell.html for the app's other paths, as deploy/nginx does.
    configurePreviewServer(server) {
      server.middlewares.use((request, _response, next) => {
        const url = new URL(request.url ?? '/', 'http://preview');
        if (request.method === 'GET' && url.pathname !== '/' && extname(url.pathname) === '') {
          const page = prerenderedPageFor(url.pathname, cookieLanguage(request.headers.cookie));
          request.url = `/${page?.file ?? SHELL_HTML}${url.search}`;
        }
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
          build: {
            ssr: ENTRY,
            outDir: serverDir,
            emptyOutDir: true,
            sourcemap: false,
            manifest: false,
            ssrManifest: false,
          },
        });
        // React, MUI and Emotion in production mode, as in the browser: Emotion's class names differ in development.
        process.env.NODE_ENV = 'production';
        const { renderPage } = (await import(
          pathToFileURL(join(serverDir, 'render-page.js')).href
        )) as typeof import('../src/prerender/render-page');
        const page = readFileSync(join(outDir, 'index.html'), 'utf8');
        if (!page.includes('<div id="root"></div>'))
          throw new Error('index.html has no empty <div id="root"></div> to prerender into');
        if (!page.includes('<html lang="sk">') || !page.includes('<script src="/before-app.js"></script>'))
          throw new Error('index.html has no <html lang="sk"> or no before-app.js script to defer on a link’s page');
        // Issue 24: the app's and the route's chunks asked for with the page, not one after another (route-preload.ts).
        const sandbox = config.define?.__SANDBOX__ === 'true';
        writeFileSync(join(outDir, SHELL_HTML), withRoutePreloads(page, config.root, outDir, config.base, sandbox));
        for (const prerendered of PRERENDERED_PAGES) {
          const { route, file, language, screen, waitForAct } = prerendered;
          // An address of the route: its token or lead id is never part of the page (each screen takes it from the
          // address in the browser).
          const path = route.replace(/:\w+/g, 'prerendered');
          const rendered = await renderPage(path, STYLE_NONCE_PLACEHOLDER, language);
          const moved = moveStyleAttributes(rendered.html);
          const { css } = moved;
          // Until the app has taken a link's page over (and before the deferred before-app.js keeps presses), a form
          // sent by the browser itself would put what was typed (a new password) into the address: a dialog form is
          // never sent anywhere. Hydrating leaves the attribute as it is; the app sends its forms itself.
          const html = screen ? moved.html.replace(/<form /g, '<form method="dialog" ') : moved.html;
          const styles = `${rendered.styles}<style nonce="${STYLE_NONCE_PLACEHOLDER}">${css}html[data-prerender-stale] #root{visibility:hidden}</style>`;
          // A link's page: the app's and the screen's code asked for with the HTML (route-preload.ts), and
          // before-app.js deferred, so the heading is painted with the HTML rather than after one more round trip
          // (its language check and kept presses are needed only once the app could take the page over).
          const linked = screen
            ? withRoutePreloads(page, config.root, outDir, config.base, sandbox, { screen, language })
                .replace('<html lang="sk">', `<html lang="${language}">`)
                .replace('<script src="/before-app.js"></script>', '<script defer src="/before-app.js"></script>')
            : page;
          writeFileSync(
            join(outDir, file),
            linked
              .replace('</head>', `${styles}\n  </head>`)
              .replace(
                '<div id="root"></div>',
                `<div id="root" data-prerendered="${prerenderedMark(prerendered)}"${waitForAct ? ' data-wait-for-act' : ''}>${html}</div>`,
              ),
          );
        }
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
