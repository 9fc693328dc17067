import { customizeValidator } from '@rjsf/validator-ajv8';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { Activity, useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { Definition } from '../../definition/types';
import { formats } from '../../formats';
import type { DefinitionData } from '../definition-data';
import { DefinitionForm } from '../definition-form';
import { engineTheme } from '../../theme/engine-theme';
import { renderScreen } from '../../../../tests/support/render-screen';

// The engine is generic: this test brings its own definition and texts.
const definition: Definition = {
  id: 'fixture',
  version: '1.0.0',
  kind: 'step',
  title: 'fx.title',
  schema: {
    type: 'object',
    required: ['name', 'password', 'repeat', 'pep'],
    properties: {
      name: { type: 'string', title: 'fx.name', format: 'latin' },
      password: { type: 'string', title: 'fx.password', minLength: 6 },
      repeat: { type: 'string', title: 'fx.repeat' },
      pep: {
        type: 'boolean',
        title: 'fx.pep',
        oneOf: [
          { const: true, title: 'fx.yes' },
          { const: false, title: 'fx.no' },
        ],
      },
    },
    if: { properties: { pep: { const: true } }, required: ['pep'] },
    then: { properties: { role: { type: 'string', title: 'fx.role' } }, required: ['role'] },
  },
  uiSchema: {
    name: { 'ui:errorMessages': { format: 'fx.latinOnly' } },
    password: { 'ui:widget': 'password' },
    repeat: { 'ui:widget': 'password' },
    pep: { 'ui:widget': 'radio' },
  },
  checks: [{ check: 'sameAs', field: 'repeat', with: ['password'], message: 'fx.differ' }],
};

const texts = {
  sk: {
    fx: {
      name: 'Meno',
      password: 'Heslo',
      repeat: 'Heslo znova',
      pep: 'Ste politicky exponovaná osoba?',
      yes: 'Áno',
      no: 'Nie',
      role: 'Funkcia',
      latinOnly: 'Používajte iba latinské znaky.',
      differ: 'Zadané heslá sa nezhodujú!',
    },
    validation: { required: 'Toto pole je povinné.', minLength: 'Zadajte aspoň {{limit}} znakov.' },
    engine: {
      continue: 'Pokračovať',
      sending: 'Odosiela sa…',
      errorSummary_few: 'Formulár obsahuje {{count}} chyby.',
      errorSummary_other: 'Formulár obsahuje {{count}} chýb.',
      errorSummary_one: 'Formulár obsahuje {{count}} chybu.',
    },
  },
  en: {
    fx: {
      name: 'Name',
      password: 'Password',
      repeat: 'Password again',
      pep: 'Are you a politically exposed person?',
      yes: 'Yes',
      no: 'No',
      role: 'Position',
      latinOnly: 'Use Latin characters only.',
      differ: 'The passwords do not match!',
    },
    validation: { required: 'This field is required.', minLength: 'Enter at least {{limit}} characters.' },
    engine: {
      continue: 'Continue',
      sending: 'Sending…',
      errorSummary_one: 'The form has {{count}} error.',
      errorSummary_other: 'The form has {{count}} errors.',
    },
  },
};

const i18n = i18next.createInstance();
void i18n
  .use(initReactI18next)
  .init({ lng: 'sk', fallbackLng: 'sk', resources: { sk: { translation: texts.sk }, en: { translation: texts.en } } });
const validator = customizeValidator<DefinitionData>({ customFormats: formats });

function Harness({ onSubmit }: { onSubmit: (data: DefinitionData) => void }) {
  const [data, setData] = useState<DefinitionData>({});
  return (
    <DefinitionForm
      definition={definition}
      validator={validator}
      theme={engineTheme}
      formData={data}
      onChange={setData}
      onSubmit={onSubmit}
    />
  );
}

function renderForm() {
  const onSubmit = vi.fn();
  renderScreen(<Harness onSubmit={onSubmit} />, '/', { i18n });
  return onSubmit;
}

beforeEach(() => i18n.changeLanguage('sk'));

describe('DefinitionForm', () => {
  it('shows a field’s error only once the person has left it', async () => {
    const user = userEvent.setup();
    renderForm();
    const name = screen.getByRole('textbox', { name: /Meno/ });
    await user.type(name, 'Иван');
    expect(screen.queryByText('Používajte iba latinské znaky.')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Používajte iba latinské znaky.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Používajte iba latinské znaky.');
    await user.clear(name);
    await user.type(name, 'Ľubomír');
    await waitFor(() => expect(screen.queryByText('Používajte iba latinské znaky.')).not.toBeInTheDocument());
  });

  it('a field left by pressing the pointer on an answer below shows its error once the pointer is released, not before', async () => {
    const user = userEvent.setup();
    renderForm();
    const name = screen.getByRole('textbox', { name: /Meno/ });
    await user.click(name);
    const no = screen.getByRole('radio', { name: 'Nie' });
    // The press takes the focus from the field: its message would push the answer away before the release.
    await user.pointer({ keys: '[MouseLeft>]', target: no });
    expect(name).not.toHaveFocus();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText('Toto pole je povinné.')).not.toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: no });
    expect(no).toBeChecked();
    expect(await screen.findByText('Toto pole je povinné.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Toto pole je povinné.');
  });

  it('on a failed continue: announces the errors, focuses the first invalid field, keeps what was typed', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(screen.getByLabelText(/^Heslo znova/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Pokračovať' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(/^Formulár obsahuje \d+ ch/);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Meno/ })).toHaveFocus());
    expect(screen.getByLabelText(/^Heslo znova/)).toHaveValue('abc');
    expect(screen.getByText('Zadané heslá sa nezhodujú!')).toBeInTheDocument();
    expect(screen.getAllByText('Toto pole je povinné.').length).toBeGreaterThanOrEqual(2);
  });

  it('asks for the conditional field only when its condition holds, and drops its answer when hidden', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Meno/ }), 'Ján');
    await user.type(screen.getByLabelText(/^Heslo \*/), 'secret1');
    await user.type(screen.getByLabelText(/^Heslo znova/), 'secret1');
    expect(screen.queryByRole('textbox', { name: /Funkcia/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Áno' }));
    const role = await screen.findByRole('textbox', { name: /Funkcia/ });
    await user.type(role, 'poslanec');
    await user.click(screen.getByRole('radio', { name: 'Nie' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /Funkcia/ })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Pokračovať' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ján', password: 'secret1', repeat: 'secret1', pep: false });
  });

  it('switches language and keeps the data', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('textbox', { name: /Meno/ }), 'Ján');
    await i18n.changeLanguage('en');
    expect(await screen.findByRole('textbox', { name: /Name/ })).toHaveValue('Ján');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  // Fields hand their changes to the form after the next paint (useTransitionChange). Inside one act() no frame
  // comes, so these tests hold a change waiting the way a busy phone would.
  it('a submit right after the last keystroke sends that keystroke, not the value before it', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Meno/ }), 'Jan');
    await user.type(screen.getByLabelText(/^Heslo \*/), 'secret1');
    await user.type(screen.getByLabelText(/^Heslo znova/), 'secret1');
    await user.click(screen.getByRole('radio', { name: 'Nie' }));
    const name = screen.getByRole('textbox', { name: /Meno/ });
    act(() => {
      fireEvent.change(name, { target: { value: 'Ján' } });
      expect(name).toHaveValue('Ján');
      fireEvent.submit(name.closest('form') as HTMLFormElement);
    });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ján', password: 'secret1', repeat: 'secret1', pep: false });
  });

  it('a change still waiting when the form goes away reaches the caller (drafts keep it)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    function Spy() {
      const [data, setData] = useState<DefinitionData>({});
      return (
        <DefinitionForm
          definition={definition}
          validator={validator}
          theme={engineTheme}
          formData={data}
          onChange={(next) => {
            onChange(next);
            setData(next);
          }}
          onSubmit={() => undefined}
        />
      );
    }
    const { unmount } = renderScreen(<Spy />, '/', { i18n });
    await user.type(screen.getByRole('textbox', { name: /Meno/ }), 'Ján');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ name: 'Ján' }));
    act(() => {
      fireEvent.change(screen.getByRole('textbox', { name: /Meno/ }), { target: { value: 'Jána' } });
      unmount();
    });
    expect(onChange).toHaveBeenLastCalledWith({ name: 'Jána' });
  });

  it('hands keys typed in quick succession to the caller as one change, once typing pauses', async () => {
    const user = userEvent.setup({ delay: 10 });
    const onChange = vi.fn();
    renderScreen(
      <DefinitionForm
        definition={definition}
        validator={validator}
        theme={engineTheme}
        formData={{}}
        onChange={onChange}
        onSubmit={() => undefined}
      />,
      '/',
      { i18n },
    );
    const name = screen.getByRole('textbox', { name: /Meno/ });
    await user.type(name, 'Ján');
    expect(name).toHaveValue('Ján');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ name: 'Ján' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('does not hand text typed earlier to the caller again when its screen is hidden and shown again', async () => {
    // Issue 24's kept screens: back and forward hide a screen and show it again (React's Activity), which runs its
    // layout effects anew; the text typed since the form mounted went to the caller as a new change each time.
    const user = userEvent.setup();
    const onChange = vi.fn();
    const form = (mode: 'visible' | 'hidden') => (
      <Activity mode={mode}>
        <DefinitionForm
          definition={definition}
          validator={validator}
          theme={engineTheme}
          formData={{ name: 'Ján' }}
          onChange={onChange}
          onSubmit={() => undefined}
        />
      </Activity>
    );
    const { rerender } = renderScreen(form('visible'), '/', { i18n });
    const name = screen.getByRole('textbox', { name: /Meno/ });
    await user.clear(name);
    await user.type(name, 'Jána');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ name: 'Jána' }));
    const told = onChange.mock.calls.length;
    rerender(form('hidden'));
    rerender(form('visible'));
    // Longer than the hand-over after a paint (100 ms at the latest without frames).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onChange).toHaveBeenCalledTimes(told);
    expect(screen.getByRole('textbox', { name: /Meno/ })).toHaveValue('Jána');
  });

  it('takes over text typed into a prerendered form before the app hydrated it', async () => {
    const onSubmit = vi.fn();
    const page = (
      <I18nextProvider i18n={i18n}>
        <Harness onSubmit={onSubmit} />
      </I18nextProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // Typed while the app's script was still loading: only the input knows.
    const name = container.querySelector<HTMLInputElement>('input[id$="name"]');
    if (!name) throw new Error('no name field in the prerendered form');
    name.value = 'Ján';
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(screen.getByRole('textbox', { name: /Meno/ })).toBe(name);
    expect(name).toHaveValue('Ján');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Heslo \*/), 'secret1');
    await user.type(screen.getByLabelText(/^Heslo znova/), 'secret1');
    await user.click(screen.getByRole('radio', { name: 'Nie' }));
    await user.click(screen.getByRole('button', { name: 'Pokračovať' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Ján' })));
    container.remove();
  });
});
