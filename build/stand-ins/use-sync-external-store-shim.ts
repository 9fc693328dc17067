/**
 * Stands in for `use-sync-external-store/shim` where react-i18next imports it (useTranslation.js), in the app's
 * bundle only (vite.config.ts). The shim exists for React before 18; on a React that has the hook it hands out
 * React's own (tests/build/use-sync-external-store-stand-in.test.ts), so its fallback code, about 0.4 KB gzip in the
 * start chunk every screen loads, is never run.
 */
export { useSyncExternalStore } from 'react';
