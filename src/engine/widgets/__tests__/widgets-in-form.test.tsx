import { generateForm } from '@rjsf/mui';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { widgets } from '..';
import { FileStore } from '../../files/file-store';
import type { EngineFormContext } from '../form-context';
import { FormValues } from '../form-values';
import { i18nForTests } from './i18n-for-tests';
import { renderScreen } from '../../../../tests/support/render-screen';

type Data = Record<string, unknown>;

const Form = generateForm<Data>();

const schema: RJSFSchema = {
  type: 'object',
  required: ['iban', 'pep', 'scan', 'phone', 'sms_code'],
  properties: {
    iban: { type: 'string', title: 'IBAN' },
    pep: { type: 'boolean', title: 'Politically exposed person?' },
    amount: { type: 'number', title: 'Amount' },
    country: { type: 'string', title: 'Country' },
    scan: { type: 'string', title: 'Bank statement' },
    phone: { type: 'string', title: 'Mobile phone' },
    sms_code: { type: 'string', title: 'SMS code' },
  },
};
const uiSchema: UiSchema<Data> = {
  iban: { 'ui:widget': 'iban' },
  pep: { 'ui:widget': 'yesNo' },
  amount: { 'ui:widget': 'eurAmount' },
  country: { 'ui:widget': 'countrySelect' },
  scan: { 'ui:widget': 'fileUpload' },
  phone: { 'ui:widget': 'phone' },
  sms_code: { 'ui:widget': 'codeRequest', 'ui:options': { kind: 'sms', target: 'phone' } },
};

// The way the renderer is meant to use the widgets: the data also goes into a store the form context holds.
function Harness({ context, onData }: { context: Omit<EngineFormContext, 'values'>; onData: (data: Data) => void }) {
  const [data, setData] = useState<Data>({});
  const [formContext] = useState<EngineFormContext>(() => ({ ...context, values: new FormValues() }));
  const handleChange = (event: IChangeEvent<Data>) => {
    setData(event.formData ?? {});
    formContext.values?.set(event.formData ?? {});
    onData(event.formData ?? {});
  };
  return (
    <Form
      schema={schema}
      uiSchema={uiSchema}
      validator={validator}
      widgets={widgets}
      formData={data}
      formContext={formContext}
      onChange={handleChange}
      noHtml5Validate
    />
  );
}

describe('the widgets inside an RJSF form with the MUI theme', () => {
  it('each renders once with its label, reads the form context and fills the form data', async () => {
    const user = userEvent.setup();
    const files = new FileStore();
    const requestCode = vi.fn(() => Promise.resolve());
    const onData = vi.fn<(data: Data) => void>();
    const en = await i18nForTests('en');
    renderScreen(
      <Harness context={{ files, requestCode, countries: [{ code: 'SK', name: 'Slovakia' }] }} onData={onData} />,
      '/',
      { i18n: en },
    );
    const last = () => onData.mock.lastCall?.[0] ?? {};

    await user.click(screen.getByRole('textbox', { name: 'IBAN' }));
    await user.paste('SK31 1200 0000 1987 4263 7541');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.getAllByText('Politically exposed person?')).toHaveLength(1);
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '150,5');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Slovakia');
    await user.upload(
      screen.getByLabelText(/Bank statement/, { selector: 'input[type="file"]' }),
      new File(['%PDF-1.4\n'], 'statement.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(FileStore.isFileId(last().scan)).toBe(true));

    expect(screen.getByRole('button', { name: 'Send code by SMS' })).toBeDisabled();
    await user.click(screen.getByRole('textbox', { name: 'Mobile phone' }));
    await user.paste('905 123 456');
    await user.click(screen.getByRole('button', { name: 'Send code by SMS' }));
    expect(requestCode).toHaveBeenCalledWith('sms', '+421905123456');
    expect(await screen.findByRole('textbox', { name: 'SMS code' })).toHaveFocus();
    await user.paste('123 456');

    expect(last()).toEqual({
      iban: 'SK3112000000198742637541',
      pep: false,
      amount: 150.5,
      country: 'SK',
      scan: expect.stringMatching(/^file:/),
      phone: '+421905123456',
      sms_code: '123456',
    });
    expect(files.get(last().scan)?.name).toBe('statement.pdf');
    // Every widget in one form, found by role in the test DOM: about 5 s alone, three times that on a loaded machine.
  }, 30_000);
});
