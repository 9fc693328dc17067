import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { validators } from 'virtual:definition-validators.js';
import { setupI18n, switchLanguage } from '../../src/app/i18n';
import { type Definition, FileStore, DefinitionForm, createDefinitionValidator, engineTheme } from '../../src/engine';
import { renderScreen } from '../support/render-screen';

const files = import.meta.glob<Definition>('../../schemas/{steps,questionnaire}/*.json', {
  eager: true,
  import: 'default',
});
// The consistency rules (kind `consistency`) are not a form.
const definitions = Object.values(files).filter((definition) => (definition.kind as string) !== 'consistency');
// Text that still looks like an i18n key (`steps.x.title`) means a translation is missing somewhere.
const RAW_KEY = /\b(steps|steps-[\w]+|validation|widgets|engine|errors|auth|questionnaire)\.[\w.-]+/;
const LANGS = ['sk', 'en', 'bg'] as const;

beforeAll(async () => {
  await setupI18n('sk');
});

function renderDefinition(definition: Definition) {
  const validator = createDefinitionValidator(validators[definition.id], definition.schema);
  const context = {
    files: new FileStore(),
    countries: [
      { code: 'SK', name: 'Slovensko' },
      { code: 'CZ', name: 'Česko' },
    ],
  };
  return renderScreen(
    <DefinitionForm
      definition={definition}
      validator={validator}
      formData={{}}
      onChange={() => undefined}
      onSubmit={() => undefined}
      theme={engineTheme}
      formContext={context}
    />,
  );
}

describe.each(definitions.map((d) => [d.id, d] as const))('definition %s', (_id, definition) => {
  it.each(LANGS)('renders in %s with every text translated and every field labelled', async (lang) => {
    await switchLanguage(lang);
    const { container } = renderDefinition(definition);
    expect(container.textContent).not.toMatch(RAW_KEY);
    // MUI's multiline field measures its height with a second, aria-hidden textarea: not a field.
    for (const input of container.querySelectorAll<HTMLInputElement>(
      'input:not([type=hidden]):not([tabindex="-1"]), select, textarea:not([aria-hidden="true"])',
    )) {
      const named =
        (input.labels?.length ?? 0) > 0 || input.hasAttribute('aria-label') || input.hasAttribute('aria-labelledby');
      expect({ id: input.id, named }).toEqual({ id: input.id, named: true });
    }
  });

  it.each(LANGS)('in %s, a continue without answers shows translated errors only', async (lang) => {
    await switchLanguage(lang);
    const user = userEvent.setup();
    const { container } = renderDefinition(definition);
    const form = within(container);
    // A step without continue is sent by its fields (the contracts step: once the last agreement is signed).
    if ((definition.uiSchema?.['ui:submitButtonOptions'] as { norender?: boolean } | undefined)?.norender) return;
    await user.click(form.getAllByRole('button').at(-1) as HTMLElement);
    if ((definition.schema.required ?? []).length > 0) {
      expect(await screen.findByText(/\d/, { selector: '[role="alert"]' })).toBeInTheDocument();
    }
    expect(container.textContent).not.toMatch(RAW_KEY);
  });
});
