import { Form } from '@rjsf/mui';
import type { RJSFSchema } from '@rjsf/utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { validators } from 'virtual:fixture-validators.js';
import { type Definition, createDefinitionValidator, dropConditionalNoise } from '../../src/engine';
import nestedConditions from './fixtures/nested-conditions.json';
import { renderScreen } from '../support/render-screen';

type Data = Record<string, unknown>;
const definition = nestedConditions as unknown as Definition;
// The very schema object that was compiled, given to the form and to the validator alike.
const schema = definition.schema as RJSFSchema;
const validator = createDefinitionValidator<Data>(validators[definition.id], schema);
const uiSchema = { esg: { 'ui:widget': 'radio' }, esgShare: { 'ui:widget': 'radio' } };

describe('an RJSF form on a precompiled validator', () => {
  it('shows the conditional fields as they become relevant and reports their errors on submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = renderScreen(
      <Form
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
        noHtml5Validate
        showErrorList={false}
        transformErrors={(e) => dropConditionalNoise(e)}
        onSubmit={(e) => onSubmit(e.formData)}
      />,
    );
    const group = (id: string) => container.querySelector<HTMLElement>(`#root_${id}[role="radiogroup"]`);

    expect(group('esgShare')).toBeNull();
    await user.click(within(group('esg') as HTMLElement).getByLabelText('fx.yes'));
    await waitFor(() => expect(group('esgShare')).not.toBeNull());
    expect(screen.queryByRole('textbox', { name: /fx.n.esgFund/ })).not.toBeInTheDocument();
    await user.click(within(group('esgShare') as HTMLElement).getByLabelText('fx.n.most'));
    const fund = await screen.findByRole('textbox', { name: /fx.n.esgFund/ });

    await user.click(screen.getByRole('button', { name: /submit/i }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText("must have required property 'fx.n.esgFund'")).toBeInTheDocument();
    expect(screen.queryByText(/must match "then" schema/)).not.toBeInTheDocument();

    await user.type(fund, 'Green fund');
    await user.click(screen.getByRole('button', { name: /submit/i }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ esg: 'yes', esgShare: 'most', esgFund: 'Green fund' }),
    );
  });
});
