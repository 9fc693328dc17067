import { createContext, useContext, useEffect } from 'react';

/** Lets a screen name the footer's question cards (a definition's `faq`); the shell shows them. */
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
