import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useEffect, useState } from 'react';
import { lintDefinitions } from '../../../definition/lint/lint';
import type { LintContext } from '../../../definition/lint/types';
import { textOf, withText } from '../../state/locale-texts';
import { ConsentForm } from '../consent-form';

// The consents editor on the real contracts step and its texts; its edits applied as the studio's state applies them.
const root = join(__dirname, '../../../..');
const text = (path: string) => readFileSync(join(root, path), 'utf8');
const localeFiles = () =>
  Object.fromEntries(
    ['sk', 'en', 'bg'].map((lang) => [
      `locales/${lang}/contracts.json`,
      JSON.parse(text(`locales/${lang}/contracts.json`)) as unknown,
    ]),
  );

/** Every text of the app as the lint reads them, the contracts step's as the harness holds them. */
function lintContext(): LintContext {
  const texts = { sk: new Map(), en: new Map(), bg: new Map() } as Record<'sk' | 'en' | 'bg', Map<string, string>>;
  const flatten = (map: Map<string, string>, value: unknown, prefix: string) => {
    if (typeof value === 'string') map.set(prefix, value);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) flatten(map, inner, `${prefix}.${key}`);
  };
  for (const language of ['sk', 'en', 'bg'] as const)
    for (const file of readdirSync(join(root, 'locales', language))) {
      const path = `locales/${language}/${file}`;
      flatten(texts[language], shown.locales[path] ?? JSON.parse(text(path)), file.replace(/\.json$/, ''));
    }
  return { metaSchema: JSON.parse(text('schemas/meta/definition.schema.json')) as Record<string, unknown>, texts };
}

/** The step and its texts as the harness last rendered them. */
const shown: { definition: Record<string, unknown>; locales: Record<string, unknown> } = {
  definition: {},
  locales: {},
};

function Harness() {
  const [definition, setDefinition] = useState(
    () => JSON.parse(text('schemas/steps/contracts.json')) as Record<string, unknown>,
  );
  const [locales, setLocales] = useState<Record<string, unknown>>(localeFiles);
  useEffect(() => {
    shown.definition = definition;
    shown.locales = locales;
  });
  return (
    <ConsentForm
      definition={definition}
      locales={locales}
      editObject={(_origin, change) =>
        setDefinition((before) => {
          const next = structuredClone(before);
          change(next);
          return next;
        })
      }
      editText={(_origin, language, key, value) => setLocales((before) => withText(before, language, key, value))}
    />
  );
}

const NEW_TEXT = {
  sk: 'Súhlasím so zasielaním ročného výpisu nákladov',
  en: 'I agree to receive the yearly statement of costs',
  bg: 'Съгласен(а) съм да получавам годишното извлечение на разходите',
};
const NEW_ERROR = {
  sk: 'Bez tohto súhlasu nemožno pokračovať.',
  en: 'You cannot go on without this consent.',
  bg: 'Без това съгласие не можете да продължите.',
};

type Consents = { required?: string[]; properties: Record<string, Record<string, unknown>> };
const consentsSchema = () =>
  (shown.definition.schema as { properties: { consents: Consents } }).properties.consents as Consents;

// MUI's fields in happy-dom on a machine shared by eight: slower than Vitest's default.
describe('the consents of a step in the studio', { timeout: 120_000 }, () => {
  it('adds a required consent with its name, text and error in sk, en and bg, which the definitions’ lint accepts', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const list = screen.getByRole('region', { name: 'Consents (ticks)' });
    expect(within(list).getByRole('checkbox', { name: 'Required: electronic_communication' })).toBeChecked();

    const form = screen.getByRole('form', { name: 'Add a consent' });
    await user.type(within(form).getByRole('textbox', { name: 'Name of the consent' }), 'costs');
    const texts = within(within(form).getByRole('group', { name: 'Text of the consent' }));
    const errors = within(within(form).getByRole('group', { name: 'Error message when the box is not ticked' }));
    for (const [language, name] of [
      ['sk', 'Slovak'],
      ['en', 'English'],
      ['bg', 'Bulgarian'],
    ] as const) {
      const field = texts.getByRole('textbox', { name });
      expect(field).toHaveAttribute('lang', language);
      await user.click(field);
      await user.paste(NEW_TEXT[language]);
      await user.click(errors.getByRole('textbox', { name }));
      await user.paste(NEW_ERROR[language]);
    }
    await user.click(within(form).getByRole('button', { name: 'Add the consent' }));

    expect(screen.getByRole('status')).toHaveTextContent('Consent costs added.');
    expect(consentsSchema().properties.costs).toEqual({ type: 'boolean', title: 'contracts.costs', const: true });
    expect(consentsSchema().required).toEqual(['electronic_communication', 'costs']);
    const ui = (shown.definition.uiSchema as { consents: Record<string, unknown> }).consents;
    expect(ui.costs).toEqual({
      'ui:widget': 'consent',
      'ui:errorMessages': { required: 'contracts.costsRequired', const: 'contracts.costsRequired' },
    });
    for (const language of ['sk', 'en', 'bg'] as const) {
      expect(textOf(shown.locales, language, 'contracts.costs')).toBe(NEW_TEXT[language]);
      expect(textOf(shown.locales, language, 'contracts.costsRequired')).toBe(NEW_ERROR[language]);
    }
    // Listed at once, required; the form is empty again for the next one.
    expect(within(list).getByRole('checkbox', { name: 'Required: costs' })).toBeChecked();
    expect(within(form).getByRole('textbox', { name: 'Name of the consent' })).toHaveValue('');
    // What the studio saves passes the definitions' lint (the meta-schema's widgets, keys, texts).
    expect(lintDefinitions([{ file: 'contracts.json', definition: shown.definition }], lintContext())).toEqual([]);
  });

  it('names what is missing or wrong next to its field and moves the focus to the first, adding nothing', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const form = screen.getByRole('form', { name: 'Add a consent' });
    const name = within(form).getByRole('textbox', { name: 'Name of the consent' });
    await user.type(name, 'Marketing-Profil');
    await user.click(within(form).getByRole('button', { name: 'Add the consent' }));
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(/Use lower-case letters without accents/);
    const sk = within(within(form).getByRole('group', { name: 'Text of the consent' })).getByRole('textbox', {
      name: 'Slovak',
    });
    expect(sk).toHaveAccessibleDescription('Write the text.');

    await user.clear(name);
    await user.type(name, 'electronic_communication');
    await user.click(within(form).getByRole('button', { name: 'Add the consent' }));
    expect(name).toHaveAccessibleDescription('A consent or text named electronic_communication already exists.');
    // `contracts.intermediation` is a group of texts (the agent's agreement): its texts are not overwritten.
    await user.clear(name);
    await user.type(name, 'intermediation');
    await user.click(within(form).getByRole('button', { name: 'Add the consent' }));
    expect(name).toHaveAccessibleDescription('A consent or text named intermediation already exists.');
    expect(Object.keys(consentsSchema().properties)).toEqual(['electronic_communication']);
  });

  it('lists the tick a branch adds (the agent’s, on the intermediary path) with what it is, to be changed in the JSON', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const list = within(screen.getByRole('region', { name: 'Consents (ticks)' })).getByRole('list');
    const agent = within(list)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.startsWith('financial_intermediation_agreement'));
    expect(agent).toBeDefined();
    expect(agent).toHaveTextContent(
      /^financial_intermediation_agreementI have read the financial intermediation agreement/,
    );
    expect(agent).toHaveTextContent('Required · added by a condition of the step');
    // Not changed here: neither made optional nor removed from the form, whose edits are the top level's.
    expect(within(agent!).queryByRole('checkbox')).toBeNull();
    expect(within(agent!).queryByRole('button')).toBeNull();
    // Its name is taken: a tick of the same name at the top level would be sent twice over.
    const form = screen.getByRole('form', { name: 'Add a consent' });
    const name = within(form).getByRole('textbox', { name: 'Name of the consent' });
    await user.type(name, 'financial_intermediation_agreement');
    await user.click(within(form).getByRole('button', { name: 'Add the consent' }));
    expect(name).toHaveAccessibleDescription(
      'A consent or text named financial_intermediation_agreement already exists.',
    );
    expect(Object.keys(consentsSchema().properties)).toEqual(['electronic_communication']);
  });

  it('makes a consent optional or required again, and removes it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const required = screen.getByRole('checkbox', { name: 'Required: electronic_communication' });
    await user.click(required);
    expect(consentsSchema().required).toBeUndefined();
    expect(consentsSchema().properties.electronic_communication).not.toHaveProperty('const');
    await user.click(screen.getByRole('checkbox', { name: 'Required: electronic_communication' }));
    expect(consentsSchema().required).toEqual(['electronic_communication']);
    expect(consentsSchema().properties.electronic_communication).toHaveProperty('const', true);

    await user.click(screen.getByRole('button', { name: 'Remove electronic_communication' }));
    expect(consentsSchema().properties).toEqual({});
    expect(screen.getByRole('status')).toHaveTextContent('Consent electronic_communication removed.');
  });
});
