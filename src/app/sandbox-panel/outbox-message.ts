/** One e-mail or SMS the sandbox "sent" (src/sandbox/README.md, GET /sandbox/outbox). */
export interface OutboxMessage {
  id: string;
  at: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  code?: string;
  link?: string;
}

/** Reads the sandbox outbox. Not a provider call: it exists only on the sandbox, so it bypasses the API layer. */
export async function fetchOutbox(signal: AbortSignal): Promise<OutboxMessage[]> {
  // eslint-disable-next-line no-restricted-globals -- sandbox control endpoint, not part of the provider API
  const response = await fetch('/sandbox/outbox', { signal });
  if (!response.ok) throw new Error(`outbox: HTTP ${response.status}`);
  return (await response.json()) as OutboxMessage[];
}
