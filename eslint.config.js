import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The layers of DESIGN.md: data flows one way, app -> flows -> engine | api. Each zone forbids `target`
// (the importing files) from importing `from`.
const layerZones = [
  {
    target: './src/engine',
    from: ['./src/api', './src/flows', './src/app', './src/studio', './src/sandbox', './schemas', './locales'],
    message: 'The engine is generic: definitions and texts arrive as arguments.',
  },
  {
    target: './src/api',
    from: ['./src/engine', './src/flows', './src/app', './src/studio', './src/sandbox', './schemas', './locales'],
    message: 'The API layer knows nothing of components or definitions.',
  },
  {
    target: './src/flows',
    from: ['./src/app', './src/sandbox', './src/studio'],
    message: 'Flows are put together by the app, not the other way round.',
  },
  {
    target: './src/studio',
    from: ['./src/app', './src/sandbox', './src/flows'],
    message: 'The studio reuses the engine only.',
  },
  {
    target: './src/sandbox',
    from: ['./src/flows', './src/app', './src/studio'],
    message: 'The sandbox implements the API table; it imports only src/api/endpoints and types.',
  },
  // The sandbox checks what the app checks with the app's own format functions, which are the definition core's
  // (src/definition/formats, pure, no React), never the engine.
  {
    target: './src/sandbox',
    from: './src/engine',
    message: 'The sandbox uses the definition core (src/definition), formats included, never the engine.',
  },
  // The engine is used through its public surface (src/engine/index.ts) as a published package would be, so its
  // modules can change behind it. The definition core and the sandbox may import nothing of it at all (their zones).
  {
    target: [
      './src/!(engine|definition|sandbox)/**',
      './tests/**',
      './scripts/**',
      './build/**',
      './server/**',
      './*.ts',
    ],
    from: './src/engine/*/**',
    message: 'Import the engine through its public surface, src/engine (index.ts).',
  },
  {
    target: ['./src/app', './src/flows', './src/engine', './src/api', './src/studio'],
    from: './src/sandbox',
    message: 'The browser bundle never contains the sandbox.',
  },
  {
    target: './src/app',
    from: './src/studio',
    message: 'The studio is a tool of its own (vite.studio.config.ts), never part of the app bundle.',
  },
  {
    target: './src/studio',
    from: './src/studio/server',
    message: 'The studio page calls its server over HTTP; the server code runs in Node only.',
  },
  // The definition core sits below every layer (each may import it) and imports nothing else of ours.
  {
    target: './src/definition',
    from: './src',
    except: ['./definition'],
    message: 'The definition core (src/definition) imports nothing else of src/: every layer imports it instead.',
  },
  {
    target: './src',
    from: './server',
    message:
      'The registry (server/) imports the definition core, never the other way: shared logic lives in src/definition.',
  },
  {
    target: './src',
    from: './scripts',
    message: 'scripts/ holds command-line wrappers; their logic lives in src/ (the definition core) for all to import.',
  },
];
// The studio's dev-server plugin (src/studio/server) runs in Node and scores with the sandbox's own code.
const studioServerZones = layerZones
  .filter((zone) => zone.from !== './src/studio/server')
  .map((zone) =>
    zone.target === './src/studio' || (Array.isArray(zone.target) && zone.target.includes('./src/studio'))
      ? { ...zone, from: [zone.from].flat().filter((f) => f !== './src/sandbox') }
      : zone,
  )
  .filter((zone) => zone.from.length > 0);

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'coverage', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      // The files import-x reads for exports and cycles: without the TypeScript ones, no-cycle saw no module of ours.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      // Cycles are ours to avoid; installed packages are not parsed for them (PGlite's bundle overflows the parser).
      // Cycles are ours to avoid; installed packages are not parsed for them (PGlite's bundle overflows the parser).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Prettier wraps code at 120; this catches what it leaves alone (comments), strings and URLs excepted.
      'max-len': [
        'error',
        {
          code: 120,
          ignoreStrings: true,
          ignoreTemplateLiterals: true,
          ignoreUrls: true,
          ignoreRegExpLiterals: true,
        },
      ],
    },
  },
  {
    // Engine tests may load the real texts of locales/ to render widgets as a person sees them.
    files: ['src/engine/**/__tests__/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: layerZones.map((zone) =>
            zone.target === './src/engine' ? { ...zone, from: zone.from.filter((f) => f !== './locales') } : zone,
          ),
        },
      ],
    },
  },
  {
    files: ['src/studio/server/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: studioServerZones }] },
  },
  {
    // One fetch wrapper: everything else goes through src/api/call-api.ts.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/call-api.ts', 'src/sandbox/**', 'src/studio/**', '**/__tests__/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the provider through callApi (src/api).' }],
    },
  },
  {
    // No react in the engine's pure core (schema helpers).
    files: ['src/engine/core/**'],
    rules: { 'no-restricted-imports': ['error', { paths: ['react', 'react-dom'] }] },
  },
  {
    // The definition core runs in the browser and in Node alike: no React, no DOM, and Node's modules only in its
    // node/ folder (reading a data folder), which the browser never imports.
    files: ['src/definition/**'],
    ignores: ['src/definition/node/**', 'src/definition/**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom'],
          patterns: [{ group: ['node:*'], message: 'Node-only code of the core lives in src/definition/node.' }],
        },
      ],
    },
  },
  {
    files: ['src/definition/node/**', 'src/definition/**/__tests__/**'],
    rules: { 'no-restricted-imports': ['error', { paths: ['react', 'react-dom'] }] },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
    rules: {
      'max-len': [
        'error',
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreUrls: true, ignoreRegExpLiterals: true },
      ],
    },
  },
  {
    files: ['src/sandbox/**', 'scripts/**', 'tests/e2e/**', 'tests/support/**', '*.config.{ts,js}'],
    rules: { 'no-console': 'off' },
  },
);
