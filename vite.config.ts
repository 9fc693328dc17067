import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { sandboxPlugin } from './src/sandbox/vite-plugin.ts';

// The app talks to the built-in provider sandbox on the same origin unless a real provider is configured.
// With VITE_API_BASE_URL set, the sandbox is neither mounted nor bundled (__SANDBOX__ folds to false).
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const onSandbox = !env.VITE_API_BASE_URL;
  return {
    plugins: [react(), ...(onSandbox && mode !== 'test' ? [sandboxPlugin()] : [])],
    define: { __SANDBOX__: JSON.stringify(onSandbox) },
    build: { sourcemap: true },
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
      exclude: ['tests/e2e/**', 'node_modules/**'],
      testTimeout: 15_000,
    },
  };
});
