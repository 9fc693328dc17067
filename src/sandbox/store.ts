import type { ServerResponse } from 'node:http';
import type { EndpointName } from '../api/endpoints.ts';
import type {
  ChosenStrategy,
  Lang,
  LastQuestionnaire,
  QuestionnaireAnswer,
  StatementSettings,
  VerificationStatus,
} from '../api/types.ts';
import type { IdempotentAnswer } from './idempotency.ts';
import type { KeptConsistency } from './consistency-check.ts';
import type { KeptProfileChange } from './profile-change.ts';
import type { KeptStepDefinition } from './published-steps.ts';

/** Person fields as the lead sent them, after validation (name, surname, birthdate, birthnumber, …). */
export type PersonRecord = Readonly<Record<string, unknown>>;

export interface AddressRecord {
  street: string;
  zip: string;
  city: string;
  country: string;
  taxResidency: string;
  bankAccountOwner: string;
  iban: string;
}

export interface ScoredQuestionnaire {
  answers: QuestionnaireAnswer[];
  points: number;
  riskProfileId: number;
  filledAt: number;
  /** The section versions the answers were scored with (id, version, SHA-256; issue 21); none for unnamed ones. */
  definitions?: { id: string; version: string; sha256: string }[];
  /** The check of the answers as a whole (consistency-check.ts); absent without consistency rules. */
  consistency?: KeptConsistency;
}

export interface Lead {
  /** UUID v4; the `sub` of its lead tokens and the id in /steps/verification-result/{uuid}. */
  readonly id: string;
  email: string;
  lang: Lang;
  createdAt: number;
  emailVerified: boolean;
  registered: boolean;
  passwordHash: string | null;
  marketingAgree: boolean;
  verifiedPhone: string | null;
  person: PersonRecord | null;
  child: PersonRecord | null;
  clientOwner: boolean;
  intermediaryPerson: boolean;
  address: AddressRecord | null;
  /** The additional (AML) information sent with the documents. */
  amlInfo: string | null;
  strategies: ChosenStrategy[];
  /** How statements are sent, as saved with the strategies; absent until a save sent them. */
  statementSettings?: StatementSettings;
  questionnaire: ScoredQuestionnaire | null;
  riskProfileId: number | null;
  verificationStatus: VerificationStatus;
  /** The number of the last completed step; the app continues at referrer_url + 1. */
  referrerUrl: number;
  signed: { own: boolean; sfa: boolean };
  contractSentAt: number | null;
  /** The step versions its accepted submissions named, by step id (published-steps.ts; issue 21). */
  stepDefinitions?: Record<string, KeptStepDefinition>;
}

export interface Client {
  readonly id: string;
  email: string;
  phone: string;
  passwordHash: string;
  name: string;
  surname: string;
  birthnumber: string;
  lang: Lang;
  riskProfileId: number;
  lastQuestionnaire: LastQuestionnaire;
  strategies: ChosenStrategy[];
  /** What each signed update said about the risk profile (`profile_change`, profile-change.ts), oldest first. */
  profileChanges?: KeptProfileChange[];
  /** The check of the last signed update's answers as a whole (consistency-check.ts). */
  questionnaireConsistency?: KeptConsistency;
  /** The sections, scoring table and rules the last signed update was scored and checked with (issue 21). */
  questionnaireDefinitions?: NamedDefinitionVersion[];
  /** The step versions its accepted submissions named, by step id (published-steps.ts; issue 21). */
  stepDefinitions?: Record<string, KeptStepDefinition>;
}

/** A definition's version as kept with what it was used for: id, semantic version, registry SHA-256. */
export interface NamedDefinitionVersion {
  id: string;
  version: string;
  sha256: string;
}

/** A one-time code and what it was sent for. */
export interface CodeSlot {
  code: string;
  target: string;
  expiresAt: number;
  wrongTries: number;
}

export type LinkPurpose = 'questionnaire' | 'questionnaire-info' | 'new-strategy';

export interface LinkToken {
  clientId: string;
  purpose: LinkPurpose;
  expiresAt: number;
  /** Set by the first exchange at `authentication`: a link token works once. */
  usedAt?: number;
}

export interface ResetToken {
  email: string;
  expiresAt: number;
}

export interface IdpSession {
  leadId: string;
  lang: Lang;
  expiresAt: number;
}

export interface PendingQuestionnaire {
  clientId: string;
  answers: QuestionnaireAnswer[];
  riskProfileId: number;
  /** The check of the answers as a whole, kept with the client once signed. */
  consistency?: KeptConsistency;
  /** The sections, scoring table and rules the answers were scored and checked with, kept once signed. */
  definitions?: NamedDefinitionVersion[];
  expiresAt: number;
}

/** New strategies of a client waiting for the signature with a code, like a questionnaire update. */
export interface PendingStrategies {
  clientId: string;
  strategies: ChosenStrategy[];
  /** The new-strategy step's version the submission named, kept with the client once signed. */
  step?: KeptStepDefinition;
  expiresAt: number;
}

export interface StoredUpload {
  field: string;
  mime: string;
  size: number;
  name: string;
  at: number;
  /** Kept in memory unless the sandbox was given an uploads directory. */
  bytes: Buffer | null;
  path: string | null;
}

export interface OutboxMessage {
  id: number;
  at: string;
  channel: 'email' | 'sms';
  to: string;
  lang: Lang;
  subject: string;
  text: string;
  code?: string;
  link?: string;
  links?: string[];
}

export interface Fault {
  status: number;
  hang: boolean;
  remaining: number;
  /** Seconds answered as `Retry-After` (and `retry_after`) with a 429, as the provider's rate limit does. */
  retryAfter?: number;
  /** With status 200: the `result` answered instead of the call's own (the call does nothing). */
  result?: string;
}

/** Everything the sandbox remembers; one instance per sandbox, emptied and re-seeded by reset. */
export interface SandboxStore {
  leads: Map<string, Lead>;
  clients: Map<string, Client>;
  /** Key: `${purpose}:${owner}`; a new code for the same key replaces the old one. */
  codes: Map<string, CodeSlot>;
  /** Failed attempts (clock times in ms) per rate-limit key. */
  attempts: Map<string, number[]>;
  linkTokens: Map<string, LinkToken>;
  resetTokens: Map<string, ResetToken>;
  /** Revoked tokens by `jti` (logout), and per subject the second before which every token is void (password reset). */
  revokedTokens: Set<string>;
  tokensVoidBefore: Map<string, number>;
  idpSessions: Map<string, IdpSession>;
  /** Set by `POST /sandbox/idp-url`: start-verification answers this URL instead of the sandbox's page. */
  idpUrlOverride: string | null;
  pendingQuestionnaires: Map<string, PendingQuestionnaire>;
  pendingStrategies: Map<string, PendingStrategies>;
  /** The purpose of the link a client-zone token was exchanged for, by the token's `jti` (see client-links.ts). */
  clientGrants: Map<string, LinkPurpose>;
  /** Answers kept per idempotency key (see idempotency.ts). */
  idempotency: Map<string, IdempotentAnswer>;
  uploads: Map<string, StoredUpload[]>;
  outbox: OutboxMessage[];
  nextOutboxId: number;
  faults: Map<EndpointName, Fault>;
  /** Responses held open by a `hang` fault until the client gives up. */
  hanging: Set<ServerResponse>;
  health: 'UP' | 'DOWN';
  requestCounts: Map<EndpointName, number>;
  clockOffsetMs: number;
}

/** An empty store (no seeded data). */
export function createStore(): SandboxStore {
  return {
    leads: new Map(),
    clients: new Map(),
    codes: new Map(),
    attempts: new Map(),
    linkTokens: new Map(),
    resetTokens: new Map(),
    revokedTokens: new Set(),
    tokensVoidBefore: new Map(),
    idpSessions: new Map(),
    idpUrlOverride: null,
    pendingQuestionnaires: new Map(),
    pendingStrategies: new Map(),
    clientGrants: new Map(),
    idempotency: new Map(),
    uploads: new Map(),
    outbox: [],
    nextOutboxId: 1,
    faults: new Map(),
    hanging: new Set(),
    health: 'UP',
    requestCounts: new Map(),
    clockOffsetMs: 0,
  };
}

/** Empties the store in place, so references held by the middleware stay valid; ends held-open responses. */
export function clearStore(store: SandboxStore): void {
  for (const res of store.hanging) res.destroy();
  Object.assign(store, createStore());
}

/** Finds a registered lead or a client by e-mail (already normalized). */
export function findAccount(
  store: SandboxStore,
  email: string,
): { kind: 'lead'; lead: Lead } | { kind: 'client'; client: Client } | undefined {
  for (const client of store.clients.values()) if (client.email === email) return { kind: 'client', client };
  for (const lead of store.leads.values()) if (lead.registered && lead.email === email) return { kind: 'lead', lead };
  return undefined;
}
