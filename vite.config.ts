import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { connectOrigins, securityHeaders } from './build/csp.ts';
import { bundledDefinitionHashesPlugin } from './build/vite-plugin-bundled-definition-hashes.ts';
import { definitionsStorePlugin } from './build/vite-plugin-definitions-store.ts';
import { consistencyValidatorsPlugin } from './build/vite-plugin-consistency-validators.ts';
import { deferredComponentsPlugin } from './build/vite-plugin-deferred-components.ts';
import { longKeepAlivePlugin } from './build/vite-plugin-long-keep-alive.ts';
import { minifyPublicScriptsPlugin } from './build/vite-plugin-minify-public-scripts.ts';
import { prerenderPlugin } from './build/vite-plugin-prerender.ts';
import { standInsPlugin } from './build/vite-plugin-stand-ins.ts';
import { validatorsPlugin } from './build/vite-plugin-validators.ts';
import { sandboxPlugin } from './src/sandbox/vite-plugin.ts';

/**
 * Every TextField imports MUI's Select, and Select its popup SelectInput (Menu, Popover, Modal, focus trap: about
 * 14 KB gzip); the app's selects are native (country-select-widget.tsx), which use NativeSelectInput instead.
 * RJSF's MUI theme registers a range widget (MUI's Slider, about 6 KB) that no definition asks for, and RJSF's core
 * its layout-grid fields (about 2 KB), used only by a `ui:field` naming them, which no definition does.
 */
const DEFERRED_COMPONENTS = [
  { source: /\/SelectInput\.mjs$/, importer: /\/@mui\/material\/Select\/Select\.mjs$/ },
  { source: /\/RangeWidget\/RangeWidget\.js$/, importer: /\/@rjsf\/mui\/lib\/Widgets\/Widgets\.js$/ },
  { source: /\/Layout(Grid|MultiSchema)Field\.js$/, importer: /\/@rjsf\/core\/lib\/components\/fields\/index\.js$/ },
];

/**
 * MUI's ButtonBase, spinner and the few hooks they share with MUI's transitions, in one chunk. Every screen (the
 * landing page too) loads all of them; left to the automatic splitting, they fall into four or five small chunks
 * (each set of lazy screens sharing a few of them gets its own), and the landing page pays about 2 KB gzip in
 * chunk overhead. Only modules the landing page loads anyway belong here.
 */
const BUTTON_BASE =
  /node_modules\/@mui\/(material\/(ButtonBase|CircularProgress|useLazyRipple|transitions\/useReducedMotion)|utils\/(useTimeout|useForkRef|useId|useEventCallback|useLazyRef|useEnhancedEffect|useOnMount|isFocusVisible))\//;

// The app talks to the built-in provider sandbox on the same origin unless a real provider is configured.
// With VITE_API_BASE_URL set, the sandbox is neither mounted nor bundled (__SANDBOX__ folds to false).
export default defineConfig(({ mode, command, isPreview }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const onSandbox = !env.VITE_API_BASE_URL;
  // The CSP of build/csp.ts on the dev and preview servers (the end-to-end tests run on preview). The dev
  // server's React refresh preamble is an inline <script>: Vite marks every script of the pages it serves with
  // this nonce (html.cspNonce) and the dev CSP allows it besides 'self'. One nonce per dev server start is
  // enough for a server on the developer's own machine; the built app (preview, production) gets no nonce and
  // the strict `script-src 'self'`.
  const devNonce =
    command === 'serve' && !isPreview && mode !== 'test' ? randomBytes(16).toString('base64') : undefined;
  return {
    // APP_CACHE_DIR: the studio's end-to-end tests run this dev server from a scratch copy of the repository whose
    // node_modules is a link to this one; their pre-bundled dependencies go there, not over `npm start`'s
    // node_modules/.vite. Unset: Vite's default.
    ...(process.env.APP_CACHE_DIR ? { cacheDir: process.env.APP_CACHE_DIR } : {}),
    plugins: [
      react(),
      // The dev and preview servers keep idle connections two minutes (a test's API client reuses them).
      longKeepAlivePlugin(),
      // Precompiled validators of schemas/steps and schemas/questionnaire (virtual:definition-validators.js).
      validatorsPlugin(),
      // The questionnaire's sections alone, each loaded when shown: its screen carries no other validators.
      validatorsPlugin({
        id: 'virtual:questionnaire-validator-loaders.js',
        definitions: ['schemas/questionnaire/*.json'],
        lazy: true,
      }),
      // The questionnaire's consistency rules with their conditions precompiled (virtual:consistency-validators.js).
      consistencyValidatorsPlugin(),
      // The bundled definitions' versions and registry hashes, which the answers name (issue 21).
      bundledDefinitionHashesPlugin(),
      // The validation tests' own definitions (virtual:fixture-validators.js), for Vitest only.
      ...(mode === 'test'
        ? [validatorsPlugin({ id: 'virtual:fixture-validators.js', definitions: ['tests/validation/fixtures/*.json'] })]
        : []),
      // The registry's publication store under /definitions/ (PUBLICATION_DIR; issue 21), as nginx serves it.
      ...(mode !== 'test' ? [definitionsStorePlugin()] : []),
      ...(onSandbox && mode !== 'test' ? [sandboxPlugin()] : []),
      // Components the libraries import with the form engine that the screens render rarely or never, loaded when
      // first rendered (issue 17: a form screen's script budget). Not in Vitest: its component tests render at once.
      ...(mode !== 'test' ? [deferredComponentsPlugin(DEFERRED_COMPONENTS)] : []),
      // RJSF resolves `$ref` against `$id` with fast-uri (about 7 KB gzip); the app's definitions have neither, and
      // the stand-in answers local references as fast-uri does (build/stand-ins/fast-uri.ts, its test).
      standInsPlugin([
        {
          source: 'fast-uri',
          importer: /\/@rjsf\/utils\/lib\/findSchemaDefinition\.js$/,
          replacement: fileURLToPath(new URL('./build/stand-ins/fast-uri.ts', import.meta.url)),
        },
        // react-i18next's shim of useSyncExternalStore for React before 18: React's own hook is what it hands out.
        {
          source: 'use-sync-external-store/shim',
          importer: /\/react-i18next\/dist\/es\/useTranslation\.js$/,
          replacement: fileURLToPath(new URL('./build/stand-ins/use-sync-external-store-shim.ts', import.meta.url)),
        },
      ]),
      // The landing page's markup and styles in the built index.html; shell.html for every other path.
      prerenderPlugin(),
      // The script every prerendered page runs first, which Vite copies from public/ as it is.
      minifyPublicScriptsPlugin(['before-app.js']),
    ],
    define: { __SANDBOX__: JSON.stringify(onSandbox) },
    // Our texts are never markdown: RJSF's optional markdown parser is replaced by a plain-text stand-in.
    resolve: {
      alias: {
        'markdown-to-jsx/react': fileURLToPath(new URL('./src/engine/templates/plain-markdown.tsx', import.meta.url)),
      },
    },
    // The app's dependencies are found from its one page. Vite's default scans every .html of the project, the
    // bench page too (scripts/bench/), whose virtual module only the bench's own config provides: the scan then
    // fails whole and `npm start` prints "Failed to run dependency scan".
    optimizeDeps: { entries: ['index.html'] },
    // The manifest lets scripts/bundle-budgets.mjs weigh each route's JavaScript.
    build: {
      sourcemap: true,
      manifest: true,
      rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'button-base', test: BUTTON_BASE }] } } },
    },
    ...(devNonce ? { html: { cspNonce: devNonce } } : {}),
    server: { headers: securityHeaders(devNonce, connectOrigins(env)) },
    preview: { headers: securityHeaders(undefined, connectOrigins(env)) },
    test: {
      globals: true,
      // happy-dom, not jsdom: the same tests in about two thirds of the time (Testing Library's role queries read
      // computed styles, which jsdom works out slowly), and its fetch sends its own FormData and File to the sandbox.
      environment: 'happy-dom',
      // Each test file's sandbox listens on a port of its own, another origin than the page's; the app itself is
      // always served from its API's origin.
      environmentOptions: { happyDOM: { settings: { fetch: { disableSameOriginPolicy: true } } } },
      setupFiles: ['./tests/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
      // The registry's workflow tests run with the registry's own config (Node; on PGlite, then on PostgreSQL).
      exclude: ['tests/e2e/**', 'node_modules/**', 'tests/registry-workflow/**', 'tests/registry-publication/**'],
      testTimeout: 15_000,
      // Vitest's default leaves a core idle (one worker on two cores); the screens' tests mostly wait on the
      // sandbox, so every core gets one.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      // Worker threads, not child processes: the same tests in 136 instead of 152 s here (each test file still
      // gets a fresh module graph and DOM).
      pool: 'threads',
    },
  };
});
