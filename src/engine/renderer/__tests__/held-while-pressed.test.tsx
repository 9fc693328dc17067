import { customizeValidator } from '@rjsf/validator-ajv8';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { initReactI18next } from 'react-i18next';
import type { Definition } from '../../definition/types';
import { engineTheme } from '../../theme/engine-theme';
import type { DefinitionData } from '../definition-data';
import { DefinitionForm } from '../definition-form';
import { renderScreen } from '../../../../tests/support/render-screen';

// A form whose caller shows a problem at a field from the data itself, at once (the studio's editors: an empty
// text is flagged as missing). The text typed into that field still waits to be handed over when the person
// presses on something below it; the press hands it over, and the flag must not go away (the content below moving
// up under the pointer) before the pointer is released: the click would land beside what was pressed.
const definition: Definition = {
  id: 'held',
  version: '1.0.0',
  kind: 'step',
  title: 'fx.title',
  schema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'fx.name' },
      pep: {
        type: 'boolean',
        title: 'fx.pep',
        oneOf: [
          { const: true, title: 'fx.yes' },
          { const: false, title: 'fx.no' },
        ],
      },
    },
  },
  uiSchema: { pep: { 'ui:widget': 'radio' } },
};

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: {
    en: { translation: { fx: { name: 'Name', pep: 'Politically exposed?', yes: 'Yes', no: 'No' } } },
  },
});
const validator = customizeValidator<DefinitionData>();
const MISSING = 'The name is missing.';

function renderForm() {
  const changes: DefinitionData[] = [];
  function Harness() {
    const [data, setData] = useState<DefinitionData>({});
    return (
      <DefinitionForm
        definition={definition}
        validator={validator}
        theme={engineTheme}
        formData={data}
        onChange={(next) => {
          changes.push(next);
          setData(next);
        }}
        onSubmit={() => undefined}
        serverErrors={data.name ? {} : { name: MISSING }}
        withoutSubmit
      />
    );
  }
  renderScreen(<Harness />, '/', { i18n });
  return changes;
}

describe('a press right after typing', () => {
  it('hands the typed text over at the press, and changes the messages shown only once the pointer is released', async () => {
    const user = userEvent.setup();
    const changes = renderForm();
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(screen.getByText(MISSING)).toBeInTheDocument();
    await user.type(name, 'Ján');
    const no = screen.getByRole('radio', { name: 'No' });

    await user.pointer({ keys: '[MouseLeft>]', target: no });
    expect(name).not.toHaveFocus();
    expect(changes.at(-1)).toEqual({ name: 'Ján' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText(MISSING)).toBeInTheDocument();

    await user.pointer({ keys: '[/MouseLeft]', target: no });
    expect(no).toBeChecked();
    await waitFor(() => expect(screen.queryByText(MISSING)).not.toBeInTheDocument());
    await waitFor(() => expect(changes.at(-1)).toEqual({ name: 'Ján', pep: false }));
    expect(name).toHaveValue('Ján');
  });

  it('by keyboard (no pointer pressed), leaving the field changes the messages at once', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ján');
    await user.tab();
    expect(screen.queryByText(MISSING)).not.toBeInTheDocument();
  });
});
