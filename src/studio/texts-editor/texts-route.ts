import { useSyncExternalStore } from 'react';

/**
 * The texts editor lives in the address's hash beside the editor's open file and the workflow's screens
 * (`#texts/faq`), so a reload or a link sent to a colleague opens the same screen's texts.
 */
const PREFIX = '#texts/';
const NAMESPACE = /^[a-zA-Z][\w-]*$/;

/** The namespace a hash names (`#texts/faq` -> faq), or undefined for every other hash. */
export function parseTextsHash(hash: string): string | undefined {
  if (!hash.startsWith(PREFIX)) return undefined;
  const namespace = decodeURIComponent(hash.slice(PREFIX.length));
  return NAMESPACE.test(namespace) ? namespace : undefined;
}

export const textsHash = (namespace: string): string => `${PREFIX}${encodeURIComponent(namespace)}`;

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};
const currentHash = () => window.location.hash;

/** The namespace whose texts the address opens, following links and the back button; undefined otherwise. */
export function useTextsRoute(): string | undefined {
  return parseTextsHash(useSyncExternalStore(subscribe, currentHash));
}
