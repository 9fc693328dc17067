/**
 * The studio's files when the registry serves it: every definition's shared draft (or its live version when there
 * is none) read through the API, shaped as the files the editor works on (definitions by their repository path,
 * texts in locale files). The locale files of the build are the base, so texts no definition owns (the engine's
 * own words in the preview) are there too; each definition's texts from the registry are set over them.
 */
import { META_SCHEMA_FILE } from '../../definition/folders';
import { isObject } from '../../definition/json-object';
import { I18N_KEY, textReferences } from '../../definition/texts/text-references';
import { LANGUAGES } from '../../definition/languages';
import { pluralKeysOf, textOf, withText } from '../state/locale-texts';
import { formatJson, readLayout } from '../json/ordered-json';
import type { ProjectJson, ScoringTableJson } from '../studio-api';
import { registryFetch } from './registry-fetch';

export type Texts = Record<string, Record<string, string>>;

/** What GET/PUT /api/definitions/:id/draft answer. */
export interface RegistryDraft {
  definitionId: string;
  definition: unknown;
  texts: Texts;
  etag: string;
  revision: number;
  baseVersionNo: number;
  sha256: string;
  fileText: string;
  updatedBy?: { id: string; name: string } | null;
  updatedAt?: string | null;
}

interface DefinitionSummary {
  id: string;
  kind: 'step' | 'questionnaire-section' | 'scoring' | 'golden-set' | 'texts';
  path: string;
}

/** A definition the studio edits, by its file path: its id in the registry and the draft it was read from. */
export interface DraftRef {
  id: string;
  path: string;
  etag: string;
  revision: number;
}

export interface RegistryProject {
  project: ProjectJson;
  /** Definition path -> the draft behind it (steps and questionnaire sections, the ones the editor edits). */
  drafts: Record<string, DraftRef>;
}

const baseLocales = import.meta.glob<string>('../../../locales/*/*.json', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const metaSchemaText = Object.values(
  import.meta.glob<string>('../../../schemas/meta/definition.schema.json', {
    eager: true,
    query: '?raw',
    import: 'default',
  }),
)[0];

/** True when the registry serves this page (it marks it in the page's head). */
export function servedByRegistry(doc: Document = document): boolean {
  return doc.querySelector('meta[name="studio-source"]')?.getAttribute('content') === 'registry';
}

/** The keys of a definition's texts: what the registry keeps with each of its versions. */
export function textKeysOf(definition: unknown): string[] {
  if (!isObject(definition)) return [];
  return [...new Set(textReferences(definition).map((reference) => reference.key))].filter((key) => I18N_KEY.test(key));
}

/** A definition's texts as the locale files being edited hold them: a key with plural forms brings each form. */
export function textsOf(definition: unknown, locales: Readonly<Record<string, unknown>>): Texts {
  const texts: Texts = {};
  for (const language of LANGUAGES) {
    texts[language] = {};
    for (const key of textKeysOf(definition)) {
      const text = textOf(locales, language, key);
      if (text !== undefined) texts[language][key] = text;
      else
        for (const form of pluralKeysOf(locales, language, key))
          texts[language][form] = textOf(locales, language, form)!;
    }
  }
  return texts;
}

/** The locale files with a draft's texts set in them. */
export function withTexts(locales: Readonly<Record<string, unknown>>, texts: Texts): Record<string, unknown> {
  let out: Record<string, unknown> = { ...locales };
  for (const [language, byKey] of Object.entries(texts))
    for (const [key, text] of Object.entries(byKey))
      if (textOf(out, language, key) !== text) out = withText(out, language, key, text);
  return out;
}

/**
 * After a proposal the registry has turned the proposed drafts into versions and dropped them, so the next edit
 * begins a new draft on the live version: the editor's drafts take that ETag (the one they held names a draft that
 * is gone, and the next save would meet a conflict with the author's own proposal).
 */
export async function refreshDraftRefs(drafts: Map<string, DraftRef>, definitionIds: readonly string[]) {
  await Promise.all(
    [...drafts.values()]
      .filter((ref) => definitionIds.includes(ref.id))
      .map(async (ref) => {
        const draft = await registryFetch<RegistryDraft>(`/api/definitions/${encodeURIComponent(ref.id)}/draft`);
        // A draft someone began since is theirs: the old ETag stays, so a save meets it as a conflict.
        if (draft.revision === 0) drafts.set(ref.path, { ...ref, etag: draft.etag, revision: 0 });
      }),
  );
}

/** Reads every definition's draft from the registry, as the studio's project. */
export async function loadRegistryProject(): Promise<RegistryProject> {
  const summaries = await registryFetch<DefinitionSummary[]>('/api/definitions');
  // A screen's texts are edited in the texts editor (src/studio/texts-editor), not as a definition file.
  const texts = summaries.filter((summary) => summary.kind === 'texts');
  const drafts = await Promise.all(
    summaries
      .filter((summary) => summary.kind !== 'texts')
      .map(async (summary) => ({
        summary,
        draft: await registryFetch<RegistryDraft>(`/api/definitions/${encodeURIComponent(summary.id)}/draft`),
      })),
  );
  let locales: Record<string, unknown> = {};
  for (const [path, text] of Object.entries(baseLocales)) locales[path.replace(/^(\.\.\/)+/, '')] = JSON.parse(text);
  const refs: Record<string, DraftRef> = {};
  const project: ProjectJson = {
    definitions: [],
    locales: [],
    golden: [],
    metaSchema: { path: META_SCHEMA_FILE, text: metaSchemaText ?? '{}' },
    scoring: { error: 'no scoring table in the registry' },
    textsNamespaces: texts.map((summary) => summary.path.replace(/^texts\//, '')),
  };
  for (const { summary, draft } of drafts) {
    const file = { path: summary.path, text: draft.fileText };
    if (summary.kind === 'golden-set') project.golden.push(file);
    else if (summary.kind === 'scoring') project.scoring = draft.definition as ScoringTableJson;
    else {
      project.definitions.push(file);
      locales = withTexts(locales, draft.texts);
      refs[summary.path] = { id: summary.id, path: summary.path, etag: draft.etag, revision: draft.revision };
    }
  }
  project.locales = Object.entries(locales).map(([path, value]) => {
    const original = baseLocales[`../../../${path}`];
    return { path, text: formatJson(value, original === undefined ? undefined : readLayout(original)) };
  });
  return { project, drafts: refs };
}
