import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { textsOf } from '../../registry/registry-project';
import { TextsEditor } from '../texts-editor';

// The strategies step's texts in the studio: the suitability acknowledgement has plural forms only (i18next's
// `_one`, `_few`, `_many`, `_other`), which the step's texts must show and save like any other text.
const root = join(__dirname, '../../../..');
const text = (path: string) => readFileSync(join(root, path), 'utf8');
const strategies = JSON.parse(text('schemas/steps/strategies.json')) as Record<string, unknown>;
const locales = Object.fromEntries(
  ['sk', 'en', 'bg'].map((lang) => [
    `locales/${lang}/strategies.json`,
    JSON.parse(text(`locales/${lang}/strategies.json`)) as unknown,
  ]),
);
const KEY = 'strategies.suitability.acknowledge';
const card = (form: string) =>
  screen.findByRole('group', { name: new RegExp(`^${KEY}_${form} at `) }, { timeout: 20_000 });

describe('a text with plural forms in a step’s texts', { timeout: 120_000 }, () => {
  it('shows each form with the languages that have it, and an edit of one form changes that form', async () => {
    const user = userEvent.setup();
    const edits: { language: string; key: string; value: string }[] = [];
    render(
      <TextsEditor
        definition={strategies}
        locales={locales}
        problems={[]}
        editText={(_origin, language, key, value) => edits.push({ language, key, value })}
        onShow={() => undefined}
      />,
    );
    const one = await card('one');
    expect(within(one).getByRole('textbox', { name: 'Slovak text' })).toHaveValue(
      (locales['locales/sk/strategies.json'] as { suitability: Record<string, string> }).suitability.acknowledge_one,
    );
    expect(within(one).getByRole('textbox', { name: 'Bulgarian text' })).toHaveAttribute('lang', 'bg');
    // Slovak's `few` has no English or Bulgarian form to ask for.
    const few = await card('few');
    expect(
      within(few)
        .getAllByRole('textbox')
        .map((field) => field.getAttribute('lang')),
    ).toEqual(['sk']);

    const english = within(one).getByRole('textbox', { name: 'English text' });
    await user.clear(english);
    await user.click(english);
    await user.paste('I accept the risk of {{strategies}}');
    // The engine's form hands a change over once typing pauses.
    await waitFor(() =>
      expect(edits.at(-1)).toEqual({ language: 'en', key: `${KEY}_one`, value: 'I accept the risk of {{strategies}}' }),
    );
  });

  it('keeps the forms in what a save sends to the registry', () => {
    const texts = textsOf(strategies, locales);
    expect(Object.keys(texts.sk!).filter((key) => key.startsWith(KEY))).toEqual([
      `${KEY}_one`,
      `${KEY}_few`,
      `${KEY}_many`,
      `${KEY}_other`,
    ]);
    expect(Object.keys(texts.bg!).filter((key) => key.startsWith(KEY))).toEqual([`${KEY}_one`, `${KEY}_other`]);
  });
});
