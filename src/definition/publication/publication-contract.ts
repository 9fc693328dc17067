/**
 * The publication store's contract: what the registry writes when a version is published (server/registry/publication)
 * and what the app, the sandbox and any static origin read. Types and constants only, no code that runs: the browser
 * and Node import it alike.
 *
 * ## Files (all under `/definitions/` of the app's origin; a folder on disk, `PUBLICATION_DIR`)
 *
 * - `manifest.json` ({@link PublicationManifest}), served `Cache-Control: no-cache`: per definition id the version
 *   in effect and the next scheduled one. Rewritten (temp file + rename, so a reader sees the old or the new one,
 *   never half) at every publication, at registry start, and when a scheduled version's time comes.
 * - `versions.json` ({@link PublicationIndex}), `no-cache`: every version ever published, by its SHA-256, with its
 *   module. The sandbox finds the module of a submitted `definition_sha256` here (a hash not in it was never
 *   published: refuse it). The app does not need it (it is not on the first paint's path).
 * - `{file sha256}.js` ({@link DefinitionModule}), served `public, max-age=31536000, immutable`: one ES module per
 *   published version. Never rewritten, never deleted (an answer names it for years).
 *
 * ## Which SHA-256 names the module file: the file's own bytes
 *
 * The module's file name is the lower-case hex SHA-256 of the file's bytes, not the version's hash. Reasons:
 * - "the file's name proves its content" holds literally: `sha256sum 3f…e1.js` prints `3f…e1` and anyone (a CDN, an
 *   auditor, the sandbox) checks it without knowing our canonical JSON.
 * - `immutable` caching is correct by construction: the module also holds generated validator code, which changes
 *   when the compiler (AJV, RJSF, our formats) changes while the version's content does not. Named by the version
 *   hash, a recompiled module would replace bytes that browsers and CDNs cache for a year under the same URL (and
 *   break its SRI hash). Named by its bytes, it gets a new URL and the old file stays valid.
 * - The version's hash (`sha256` below: SHA-256 of the canonical JSON of `{ definition, texts }`, the hash the
 *   registry's versions, audit log and evidence use) is what a submission carries as `definition_sha256`. The
 *   manifest and the index give it next to the module path, and the module exports it; recomputing it from the
 *   module's `definition` and `texts` (canonical JSON: keys sorted by UTF-16 code units at every level, no
 *   whitespace) proves the module holds that version.
 *
 * ## Integrity (subresource integrity, checked by the browser before the module runs)
 *
 * `integrity` is `sha256-<base64 of the same digest as the file name>`: the SRI check is the name's proof.
 * What browsers do (researched for this contract; Chromium here is 156):
 * - Import map `integrity` (HTML spec, whatwg/html#10269): Chrome/Edge 127+, Safari 18+, Firefox 138+. It covers
 *   dynamic `import()` too. BUT an import map is an inline `<script type="importmap">` (no `src` allowed), so under
 *   the app's CSP `script-src 'self'` (no 'unsafe-inline', no per-request nonce on static hosting) a map built from
 *   the runtime manifest is refused; a build-time map cannot know the manifest. Not usable here.
 * - `<link rel="modulepreload" href integrity>`: honoured by Chromium (since modulepreload, Chrome 66), Firefox
 *   115+ and Safari 17+. A `<link>` is not a script, so inserting one from the app's code is allowed under the CSP,
 *   and its fetch is checked against `script-src 'self'`. On a mismatch the preload's `error` event fires and, per
 *   the HTML module map, the URL's entry is a failure: a following `import(url)` of the same URL does not refetch
 *   and rejects, so the tampered bytes never run. On success `import(url)` takes the verified module from the map.
 *   So: insert the preload with `integrity` (and `crossorigin` only if the store is on another origin), wait for
 *   `load`/`error`, then `import(url)`. Verified in this repository's Chromium 156 through nginx with the production
 *   CSP (tests/e2e-nginx/published-definitions.spec.ts): a matching module loads and runs; an altered one fires
 *   `error` and `import()` rejects with a TypeError without running it; without `integrity` the altered one runs.
 *   A retry after a failure needs a new URL (e.g. `?retry=1`, the store ignores the query) with its own preload,
 *   since the failed entry stays in the module map for the page's life.
 * - `fetch(url, { integrity })` also verifies (all three browsers) but its bytes could only run through a blob:
 *   or data: URL, which `script-src 'self'` refuses: not a way to run the module.
 *
 * ## The module
 *
 * Plain ES module text, no imports (it must run from any static origin, with no bundler to resolve bare
 * specifiers). Its validators are the same AJV standalone code the app's build makes today
 * (`virtual:definition-validators/<id>.js`, compileDefinitionValidators of the definition core) with their few
 * imports turned into a parameter: `createValidators(runtime)` returns exactly what that virtual module's default
 * export is (`{ [schema hash]: validate function }`, for RJSF's precompiled validator). The app passes the parts of
 * its own runtime the module's `validatorImports` name (./load-validator-runtime.ts, each a chunk of the app's
 * build; ./validator-runtime.ts is the whole of it for Node), so no library code is downloaded twice, and none a
 * module does not need. Its definition and texts are data lines read without running the module
 * (./module-data.ts, as the sandbox reads them); the rest, the validators and the code making the texts of their
 * lists, is minified as the build minifies its own copy, and the validators' copies of the schema point into the
 * module's `definition` (server/registry/publication/definition-module.ts).
 *
 * A 404 for `manifest.json` means there is no publication store (a build served without one): the bundled
 * definitions apply. Any other failure of the manifest or a module (network, 5xx, integrity) is a fault, never a
 * reason to use another version. `server/registry/publication/write-store-command.ts <folder>` writes the
 * repository's definitions as a store without a registry (for tests).
 *
 * Paths in the manifest and the index are relative to the manifest's URL (`new URL(module, manifestUrl)`), so the
 * store can sit under any prefix or origin.
 */
import type { Language } from '../languages.ts';

/** The format of the manifest, the index and the modules; a change that old readers cannot read raises it. */
export const PUBLICATION_FORMAT = 1;

/** Where the app's origin serves the store. */
export const PUBLICATION_BASE_PATH = '/definitions/';
export const MANIFEST_FILE = 'manifest.json';
export const INDEX_FILE = 'versions.json';
/** A module's file name: the hex SHA-256 of its bytes, `.js`. */
export const MODULE_FILE = /^[0-9a-f]{64}\.js$/;

/** The folder of the store on disk: `PUBLICATION_DIR`, else this, relative to the repository root. */
export const PUBLICATION_DIR_ENV = 'PUBLICATION_DIR';
export const DEFAULT_PUBLICATION_DIR = '.definitions-store';

/**
 * What is published to clients: steps, questionnaire sections, the scoring table and the questionnaire's consistency
 * rules (golden sets stay with staff).
 */
// `texts`: the texts of a locale namespace no definition carries (issue 23); its module has no validators.
export type PublishedKind = 'step' | 'questionnaire-section' | 'scoring' | 'consistency' | 'texts';

/** One published version as the manifest and the index name it. */
export interface PublishedVersion {
  /** The semantic version (x.y.z). */
  version: string;
  /** The registry's version number (1, 2…) of the definition. */
  versionNo: number;
  /** The version's SHA-256 (canonical JSON of `{ definition, texts }`): a submission's `definition_sha256`. */
  sha256: string;
  /** The module's path relative to the manifest: `{hex sha256 of the file}.js`. */
  module: string;
  /** Subresource integrity of the module's bytes: `sha256-<base64>`. */
  integrity: string;
}

/** A version in the manifest: in effect, or scheduled. */
export interface ManifestVersion extends PublishedVersion {
  /** When it takes (or took) effect, ISO 8601 UTC. */
  effectiveAt: string;
}

export interface ManifestEntry {
  kind: PublishedKind;
  /** The version in effect when the manifest was written. */
  current: ManifestVersion;
  /**
   * The earliest version scheduled after `current`, or null. A reader whose clock has reached `next.effectiveAt`
   * uses `next` (the registry rewrites the manifest at that time too, but a cached or early copy may still say
   * `next`). Only one: the registry rewrites the manifest when it takes effect, naming the one after.
   */
  next: ManifestVersion | null;
}

/** `/definitions/manifest.json`. */
export interface PublicationManifest {
  format: typeof PUBLICATION_FORMAT;
  /** When the registry wrote it, ISO 8601 UTC. */
  writtenAt: string;
  /** Definition id (`personal-info`, `a-knowledge`, `scoring`…) -> its versions. */
  definitions: Record<string, ManifestEntry>;
}

/** An entry of the index: a version ever published. */
export interface IndexedVersion extends PublishedVersion {
  id: string;
  kind: PublishedKind;
}

/** `/definitions/versions.json`: version SHA-256 -> the version and its module, for every version ever published. */
export interface PublicationIndex {
  format: typeof PUBLICATION_FORMAT;
  writtenAt: string;
  versions: Record<string, IndexedVersion>;
}

/** A definition's texts: per language, i18n key -> text (the keys the definition references). */
export type PublishedTexts = Record<Language, Record<string, string>>;

/**
 * What the app's build exports per definition today (`virtual:definition-validators/<id>.js`): schema hash ->
 * AJV standalone validate function. Typed loosely on purpose: RJSF's `ValidatorFunctions` is what it is cast to.
 */
export type ValidatorFunctions = Record<string, (data: unknown) => boolean>;

/**
 * The modules the generated validator code imports, by specifier, as namespaces (`import * as ns`). The module asks
 * for no more than its `validatorImports`; `createValidators` throws if one is missing.
 */
export type ValidatorRuntime = Readonly<Record<string, object>>;

/** The specifiers a module's validators may ask for (the registry refuses to publish code asking for others). */
export const VALIDATOR_RUNTIME_SPECIFIERS = {
  ucs2length: 'ajv/dist/runtime/ucs2length.js',
  equal: 'ajv/dist/runtime/equal.js',
  /** src/definition/validation/validation-formats.ts (its `validationFormats` export). */
  formats: 'definition:validation-formats',
} as const;

/** `/definitions/{sha256}.js`: the module's exports. */
export interface DefinitionModule {
  format: typeof PUBLICATION_FORMAT;
  id: string;
  kind: PublishedKind;
  /** The semantic version. */
  version: string;
  /** The version's SHA-256 (canonical JSON of `{ definition, texts }`), as in the manifest. */
  sha256: string;
  /** The definition's JSON as published (the file under schemas/, parsed). */
  definition: Record<string, unknown>;
  /** Its texts in sk, en and bg. */
  texts: PublishedTexts;
  /** The specifiers `createValidators` needs in its runtime (a subset of VALIDATOR_RUNTIME_SPECIFIERS' values). */
  validatorImports: readonly string[];
  /**
   * The precompiled validators, as the build's virtual module exports them. `{}` for a definition without a
   * schema (the scoring table). For the consistency rules (kind `consistency`): each rule's condition, keyed by its
   * `ruleKey` (id and condition hash), as the build's `virtual:consistency-validators.js` exports `validators`:
   * `(answerSet) => true` when the rule fires. Each call makes fresh functions: call once per module.
   */
  createValidators(runtime: ValidatorRuntime): ValidatorFunctions;
}
