import { Box } from '@mui/material';
import type { TFunction } from 'i18next';
import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import type { Definition, DefinitionData as DefinitionData } from '../../engine';
import { textReferences } from '../../definition/texts/text-references';
import { useRevealed } from '../use-revealed';
import { useStudioTranslation } from '../use-studio-translation';
import { EngineEditForm } from './engine-edit-form';
import { ProblemList, type ShownProblem } from './problem-list';
import { PLURAL_FORMS, pluralKeysOf, textOf } from '../state/locale-texts';
import { addTextFields, changedTexts, type Language, STUDIO_LANGUAGES, type Texts } from './text-model';

export interface TextsEditorProps {
  definition: Record<string, unknown>;
  locales: Readonly<Record<string, unknown>>;
  problems: readonly ShownProblem[];
  /** Only texts at these pointers (e.g. the section's title and description); all when absent. */
  only?: (pointer: string) => boolean;
  editText: (origin: string, language: string, key: string, value: string) => void;
  onShow: (pointer: string) => void;
}

/** One text as an engine form: a group named by its key and place, with its three languages side by side. */
function textModel(
  key: string,
  pointer: string,
  index: number,
  locales: Readonly<Record<string, unknown>>,
  t: TFunction,
  languages?: readonly Language[],
) {
  const root = `text_${index}`;
  const parts = { labels: { [root]: `${key} ${t('textAt', { pointer })}` }, errors: {} as Record<string, string> };
  const properties = {};
  const ui: Record<string, unknown> = {};
  const data: Texts = {};
  addTextFields(parts, properties, ui, data, key, root, locales, t, languages);
  const definition: Definition = {
    id: `studio-${root}`,
    version: '0',
    kind: 'step',
    title: '',
    schema: { type: 'object', properties: { [root]: { type: 'object', title: root, properties } } },
    uiSchema: { [root]: { ...ui, 'ui:classNames': 'studio-texts' } },
  };
  return { root, definition, data: { [root]: data }, ...parts };
}

interface TextCardProps {
  textKey: string;
  /** The languages that have this text (a plural form); all when absent. */
  languages?: readonly Language[];
  pointer: string;
  index: number;
  locales: Readonly<Record<string, unknown>>;
  problems: readonly ShownProblem[];
  editText: TextsEditorProps['editText'];
  onShow: TextsEditorProps['onShow'];
}

const TextCard = memo(
  function TextCard({ textKey, languages, pointer, index, locales, problems, editText, onShow }: TextCardProps) {
    const { t, i18n } = useStudioTranslation();
    const model = textModel(textKey, pointer, index, locales, t, languages);
    const latest = useRef(model);
    useLayoutEffect(() => {
      latest.current = model;
    });
    const handleChange = useCallback(
      (next: DefinitionData) => {
        const { root, data } = latest.current;
        for (const { language, value } of changedTexts(data[root] ?? {}, (next[root] ?? {}) as Texts))
          editText(`text:${language}:${textKey}`, language, textKey, value);
      },
      [editText, textKey],
    );
    return (
      <Box component="li" sx={{ mb: 2 }}>
        <EngineEditForm
          definition={model.definition}
          labels={model.labels}
          language={i18n.language}
          data={model.data}
          errors={model.errors}
          onChange={handleChange}
        />
        <ProblemList problems={problems} onShow={onShow} />
      </Box>
    );
  },
  // Drawn again only when its own texts or problems change (every text edit makes new locale files).
  (before, after) =>
    before.textKey === after.textKey &&
    before.languages?.join() === after.languages?.join() &&
    before.pointer === after.pointer &&
    before.index === after.index &&
    before.editText === after.editText &&
    before.onShow === after.onShow &&
    STUDIO_LANGUAGES.every(
      (language) => textOf(before.locales, language, before.textKey) === textOf(after.locales, language, after.textKey),
    ) &&
    JSON.stringify(before.problems) === JSON.stringify(after.problems),
);

/**
 * The texts a key stands for: itself, or each of its plural forms (`key_one`, `key_few`…) with the languages that
 * have it; `one` and `other` every language needs, so a form emptied in one language shows as missing.
 */
function formsOf(key: string, locales: Readonly<Record<string, unknown>>): { key: string; languages?: Language[] }[] {
  const byLanguage = STUDIO_LANGUAGES.map((language) => ({ language, forms: pluralKeysOf(locales, language, key) }));
  if (byLanguage.every(({ forms }) => forms.length === 0)) return [{ key }];
  return PLURAL_FORMS.map((form) => `${key}_${form}`)
    .map((formKey) => ({
      key: formKey,
      languages: byLanguage
        .filter(({ forms }) => forms.includes(formKey) || formKey.endsWith('_one') || formKey.endsWith('_other'))
        .map(({ language }) => language),
    }))
    .filter(({ languages }) => languages.length > 0);
}

/** Every text a definition uses, by where it is used, in sk, en and bg side by side: each an engine form of its own. */
export function TextsEditor({ definition, locales, problems, only, editText, onShow }: TextsEditorProps) {
  const seen = new Set<string>();
  const references = textReferences(definition)
    .filter(({ key, pointer }) => {
      if ((only && !only(pointer)) || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .flatMap(({ key, pointer }) => formsOf(key, locales).map((form) => ({ ...form, pointer })));
  const revealed = useRevealed(references.length, 4);
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {references.slice(0, revealed).map(({ key, pointer, languages }, index) => (
        <TextCard
          key={key}
          textKey={key}
          languages={languages}
          pointer={pointer}
          index={index}
          locales={locales}
          problems={problems.filter((p) => p.pointer === pointer)}
          editText={editText}
          onShow={onShow}
        />
      ))}
    </Box>
  );
}
