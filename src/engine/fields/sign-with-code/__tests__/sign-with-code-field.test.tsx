import { customizeValidator } from '@rjsf/validator-ajv8';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { initReactI18next } from 'react-i18next';
import { renderScreen } from '../../../../../tests/support/render-screen';
import type { Definition } from '../../../definition/types';
import type { DefinitionData } from '../../../renderer/definition-data';
import { DefinitionForm } from '../../../renderer/definition-form';
import { contractsTheme } from '../../../theme/contracts-theme';
import type { EngineFormContext } from '../../../widgets/form-context';
import type { SigningContext } from '../signing-context';

// The engine is generic: this test brings its own definition and texts. Two agreements, each signed with its own code,
// after a required consent; the form is sent once both are signed.
const agreement = (name: string) => ({
  'ui:field': 'signWithCode',
  'ui:title': `fx.${name}`,
  'ui:options': { request: 'send', verify: 'verify', channel: 'sms', requires: ['consent'] },
  'ui:texts': { send: 'fx.send', codeLabel: 'fx.code', sign: 'fx.sign', signing: 'fx.signing', signed: 'fx.signed' },
});
const definition: Definition = {
  id: 'fixture-signing',
  version: '1.0.0',
  kind: 'step',
  title: 'fx.title',
  schema: {
    type: 'object',
    required: ['consent', 'first', 'second'],
    properties: {
      consent: { type: 'boolean', title: 'fx.consent', const: true },
      first: { type: 'boolean', const: true },
      second: { type: 'boolean', const: true },
    },
  },
  uiSchema: {
    consent: { 'ui:widget': 'consent' },
    first: agreement('first'),
    second: agreement('second'),
  },
};

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'sk',
  resources: {
    sk: {
      translation: {
        fx: {
          consent: 'Súhlasím',
          first: 'Prvá zmluva',
          second: 'Druhá zmluva',
          send: 'Poslať kód',
          code: 'Kód',
          sign: 'Podpísať',
          signing: 'Podpisuje sa…',
          signed: 'Podpísané',
        },
        validation: { required: 'Toto pole je povinné.', const: 'Toto pole je povinné.' },
        engine: { continue: 'Pokračovať', sending: 'Odosiela sa…' },
      },
    },
  },
});
const validator = customizeValidator<DefinitionData>();

/** The app's side of signing: every code is sent, 123456 is accepted. */
const signing: SigningContext = {
  usePress: () => ({
    send: () => Promise.resolve(true),
    verify: (code) =>
      Promise.resolve(code === '123456' ? { signed: true } : { signed: false, message: 'Nesprávny kód' }),
  }),
};
const formContext: EngineFormContext = { signing };

function Harness({ onSubmit }: { onSubmit: (data: DefinitionData) => void }) {
  const [data, setData] = useState<DefinitionData>({});
  return (
    <DefinitionForm
      definition={definition}
      validator={validator}
      theme={contractsTheme}
      formData={data}
      onChange={setData}
      onSubmit={onSubmit}
      formContext={formContext}
    />
  );
}

/** The first agreement still unsigned: its code asked for, typed and signed. */
async function signNext(user: ReturnType<typeof userEvent.setup>, code = '123456'): Promise<void> {
  await user.click(screen.getAllByRole('button', { name: 'Poslať kód' })[0] as HTMLElement);
  await user.type(screen.getAllByRole('textbox', { name: /Kód/ })[0] as HTMLElement, code);
  await user.click(screen.getAllByRole('button', { name: 'Podpísať' })[0] as HTMLElement);
}

describe('SignWithCodeField', () => {
  it('sends the form once the last agreement is signed, with every agreement and consent, as the code is accepted', async () => {
    const user = userEvent.setup();
    // What the screen showed when the form was sent: the request must not wait for the signed section to be drawn.
    const shownAtSubmit: number[] = [];
    const onSubmit = vi.fn(() => shownAtSubmit.push(screen.queryAllByText('Podpísané').length));
    renderScreen(<Harness onSubmit={onSubmit} />, '/', { i18n });
    await user.click(screen.getByRole('checkbox', { name: /Súhlasím/ }));

    await signNext(user);
    expect(await screen.findAllByText('Podpísané')).toHaveLength(1);
    // One agreement is still unsigned: nothing is sent, and nothing is marked wrong.
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByText('Toto pole je povinné.')).not.toBeInTheDocument();

    await signNext(user);
    expect(await screen.findAllByText('Podpísané')).toHaveLength(2);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ consent: true, first: true, second: true });
    expect(shownAtSubmit).toEqual([1]);
  });

  it('a refused code signs nothing and sends nothing; the field says why and keeps the code', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderScreen(<Harness onSubmit={onSubmit} />, '/', { i18n });
    await user.click(screen.getByRole('checkbox', { name: /Súhlasím/ }));
    await signNext(user);
    expect(await screen.findAllByText('Podpísané')).toHaveLength(1);
    await signNext(user, '111111');
    expect(await screen.findByText('Nesprávny kód')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Kód/ })).toHaveValue('111111');
    expect(screen.getAllByText('Podpísané')).toHaveLength(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
