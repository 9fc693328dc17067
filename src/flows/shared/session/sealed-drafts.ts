import { tabKey } from './tab-key';

const SEALED = 'wem_drafts';

/** Drafts older than this are not given back after a reload: the idle timeout has ended that session. */
const MAX_AGE_MS = 15 * 60_000;

export type Drafts = Record<string, Record<string, unknown>>;

interface Sealed {
  /** The lead the drafts belong to (the lead token's `sub`), or none before the e-mail code. */
  lead: string | null;
  savedAt: number;
  drafts: Drafts;
}

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

function canSeal(): boolean {
  return (
    typeof sessionStorage !== 'undefined' && typeof indexedDB !== 'undefined' && typeof crypto?.subtle !== 'undefined'
  );
}

let latest: { lead: string | null; drafts: Drafts } | undefined;
let writing: Promise<void> | undefined;
let generation = 0;

async function write(): Promise<void> {
  while (latest) {
    const { lead, drafts } = latest;
    latest = undefined;
    const started = generation;
    const key = await tabKey.get(true);
    if (!key || started !== generation) continue;
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const plain = new TextEncoder().encode(JSON.stringify({ lead, savedAt: Date.now(), drafts } satisfies Sealed));
    const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain));
    // A session ended while this was being encrypted: its drafts must not come back.
    if (started !== generation) continue;
    sessionStorage.setItem(SEALED, `${toBase64(iv)}.${toBase64(cipher)}`);
  }
}

/**
 * The drafts of this tab kept across a reload (a phone discarding the tab while the person reads an SMS in
 * another app), never readable in storage: sessionStorage holds only AES-GCM ciphertext, under the tab's
 * non-extractable key (tab-key.ts). Gone with the tab, on every end of the session, and after 15 minutes
 * unused; given back only to the same lead.
 */
export const sealedDrafts = {
  /** Seals the drafts (the latest wins; writes never overlap). */
  save(lead: string | null, drafts: Drafts): void {
    if (!canSeal()) return;
    latest = { lead, drafts };
    writing ??= write()
      .catch(() => undefined)
      .finally(() => {
        writing = undefined;
      });
  },

  /** The drafts sealed in this tab for `lead`, or undefined (none, another lead's, too old, or unreadable). */
  async open(lead: string | null): Promise<Drafts | undefined> {
    if (!canSeal()) return undefined;
    const stored = sessionStorage.getItem(SEALED);
    if (!stored) return undefined;
    try {
      const key = await tabKey.get(false);
      const [iv, cipher] = stored.split('.');
      if (!key || !iv || !cipher) return undefined;
      const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(iv) }, key, fromBase64(cipher));
      const sealed = JSON.parse(new TextDecoder().decode(plain)) as Sealed;
      if (sealed.lead !== lead || Date.now() - sealed.savedAt > MAX_AGE_MS) return undefined;
      return sealed.drafts;
    } catch {
      return undefined;
    }
  },

  /** Removes the ciphertext and the tab's key; a write still under way is dropped. */
  async forget(): Promise<void> {
    generation += 1;
    latest = undefined;
    if (typeof sessionStorage === 'undefined') return;
    sessionStorage.removeItem(SEALED);
    await writing?.catch(() => undefined);
    sessionStorage.removeItem(SEALED);
    if (canSeal()) await tabKey.forget().catch(() => undefined);
  },
};
