import { isApiError } from './api-error';
import { type Endpoint, type EndpointName, endpoints } from './endpoints';

function newKey(): string {
  // getRandomValues, not randomUUID: the latter exists only in secure contexts.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The Idempotency-Key of one person's press of a button that changes something at the provider (the contract,
 * the uploads): a new key for each press, but the same key when the press is made again after a timeout or a
 * lost connection, since the provider may have acted without its answer arriving; it then answers the retry
 * as it did the first time instead of acting twice. Other input is another press. One per screen.
 */
export class PressKey {
  #kept: { key: string; input: string } | undefined;

  /** The key to send `endpoint` with for `input` (the form's values), or undefined for a call without one. */
  next(endpoint: EndpointName, input: unknown): string | undefined {
    const entry: Endpoint = endpoints[endpoint];
    if (!entry.idempotent) return undefined;
    const fingerprint = JSON.stringify(input) ?? '';
    if (this.#kept?.input !== fingerprint) this.#kept = { key: newKey(), input: fingerprint };
    return this.#kept.key;
  }

  /** The press ended: any answer ends it; a timeout or lost connection (outcome unknown) keeps its key for the retry.
   * */
  settled(error?: unknown): void {
    if (isApiError(error) && (error.kind === 'timeout' || error.kind === 'network')) return;
    // A cancelled upload: the provider may have read it all before the cancel, so its retry is the same press.
    if (error instanceof DOMException && error.name === 'AbortError') return;
    this.#kept = undefined;
  }
}
