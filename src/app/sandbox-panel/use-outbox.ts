import { useEffect, useState } from 'react';
import { type OutboxMessage, fetchOutbox } from './outbox-message';

/**
 * The sandbox's outbox, read again every `intervalMs`. A plain poll rather than TanStack's useQuery: the panel
 * is on every page from the first, and the landing page's script has no room for the query observer (issue 17).
 * A failed read keeps what was shown; the next poll tries again.
 */
export function useOutbox(intervalMs: number): OutboxMessage[] {
  const [messages, setMessages] = useState<OutboxMessage[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    const read = () => {
      // Like a query's interval: no reads while the tab is in the background.
      if (document.visibilityState === 'hidden') return;
      fetchOutbox(controller.signal).then(setMessages, () => undefined);
    };
    read();
    const timer = setInterval(read, intervalMs);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [intervalMs]);
  return messages;
}
