import type { SandboxStore } from './store.ts';
import type { TokenSigner } from './token-signer.ts';

/** What every handler may use: the store, the sandbox clock, the token signer and the terminal log. */
export interface Services {
  readonly store: SandboxStore;
  /** The sandbox clock in ms: the injected `now()` plus the offset `POST /sandbox/clock` added. */
  now(): number;
  readonly tokens: TokenSigner;
  readonly log: (line: string) => void;
  /** Where uploads are written; undefined keeps them in memory. */
  readonly uploadsDir: string | undefined;
  /** Folder holding `scoring.json` and `questionnaire/*.json`. */
  readonly schemasDir: string;
  /** The publication store's folder: the published versions the answers may name (published-definitions.ts). */
  readonly publicationDir: string;
}
