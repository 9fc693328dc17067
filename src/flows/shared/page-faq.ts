import { createContext, useContext, useEffect } from 'react';

/**
 * SPEC §1: the cards every step shows (why an e-mail is needed, where the documents are, that opening and closing
 * the account is free). Kept here once; a step's definition or screen names only its own cards.
 */
export const COMMON_FAQ = ['whyEmail', 'documents', 'free'] as const;

/** The cards a page shows: the common three first, then the page's own (each once). */
export function withCommonFaq(own: readonly string[]): string[] {
  return [...new Set([...COMMON_FAQ, ...own])];
}

/** Lets a screen name the footer's own question cards (a definition's `faq`); the shell shows them after the common
 * ones. */
export const PageFaqContext = createContext<(cards: readonly string[] | undefined) => void>(() => undefined);

/** Shows `cards` in the footer while the screen is mounted; the shell's own cards otherwise. */
export function usePageFaq(cards: readonly string[] | undefined): void {
  const setCards = useContext(PageFaqContext);
  const key = cards?.join(',');
  useEffect(() => {
    if (!key) return;
    setCards(key.split(','));
    return () => setCards(undefined);
  }, [key, setCards]);
}
