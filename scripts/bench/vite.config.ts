import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { validatorsPlugin } from '../../build/vite-plugin-validators.ts';

// The benchmark's own page (scripts/bench/index.html): the engine's form and a plain RJSF form of the same
// questionnaire section, side by side. Built only by `npm run bench` into dist-bench/, never part of the app.
// The app's settings that shape the engine's code (precompiled questionnaire validators, the plain-text
// stand-in for RJSF's markdown parser) are repeated here; there is no CSP, since plain RJSF's runtime
// validator needs `new Function`.
const root = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  root,
  logLevel: 'warn',
  plugins: [
    react(),
    validatorsPlugin({ id: 'virtual:questionnaire-validators.js', definitions: ['schemas/questionnaire/*.json'] }),
  ],
  define: { __SANDBOX__: 'false' },
  resolve: {
    alias: {
      'markdown-to-jsx/react': fileURLToPath(new URL('../../src/engine/templates/plain-markdown.tsx', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist-bench',
    emptyOutDir: true,
    rollupOptions: { input: fileURLToPath(new URL('./index.html', import.meta.url)) },
  },
});
