import { customizeValidator } from '@rjsf/validator-ajv8';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { initReactI18next } from 'react-i18next';
import type { Definition } from '../../definition/types';
import type { DefinitionData } from '../../renderer/definition-data';
import { DefinitionForm } from '../../renderer/definition-form';
import { questionnaireTheme } from '../../theme/questionnaire-theme';
import { renderScreen } from '../../../../tests/support/render-screen';

// Answers are the browser's own radios and checkboxes, left to the browser while chosen (uncontrolled): these
// tests check that what they show always agrees with the person's last choice and with data set by the caller.
const definition: Definition = {
  id: 'choices',
  version: '1.0.0',
  kind: 'step',
  title: 'ch.title',
  schema: {
    type: 'object',
    required: ['horizon'],
    properties: {
      horizon: {
        type: 'string',
        title: 'ch.horizon',
        oneOf: [
          { const: 'short', title: 'ch.short' },
          { const: 'mid', title: 'ch.mid' },
          { const: 'long', title: 'ch.long' },
        ],
      },
      products: {
        type: 'array',
        title: 'ch.products',
        uniqueItems: true,
        items: {
          type: 'string',
          oneOf: [
            { const: 'shares', title: 'ch.shares' },
            { const: 'bonds', title: 'ch.bonds' },
            { const: 'funds', title: 'ch.funds' },
          ],
        },
      },
    },
  },
  uiSchema: { horizon: { 'ui:widget': 'radio' }, products: { 'ui:widget': 'checkboxes' } },
};

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: {
    en: {
      translation: {
        ch: {
          title: 'Choices',
          horizon: 'Horizon',
          short: 'Short',
          mid: 'Medium',
          long: 'Long',
          products: 'Products',
          shares: 'Shares',
          bonds: 'Bonds',
          funds: 'Funds',
        },
        engine: { continue: 'Continue' },
        validation: { required: 'This field is required.' },
      },
    },
  },
});
const validator = customizeValidator<DefinitionData>();

/** The caller: keeps the data, and can set it from outside (a draft restored, say) or re-render for its own reasons. */
function renderChoices() {
  const seen: DefinitionData[] = [];
  const caller: { set?: (data: DefinitionData) => void; rerender?: () => void } = {};
  function Caller() {
    const [data, setData] = useState<DefinitionData>({});
    const [, setTick] = useState(0);
    caller.set = setData;
    caller.rerender = () => setTick((n) => n + 1);
    return (
      <DefinitionForm
        definition={definition}
        validator={validator}
        theme={questionnaireTheme}
        formData={data}
        onChange={(next) => {
          seen.push(next);
          setData(next);
        }}
        onSubmit={() => undefined}
      />
    );
  }
  renderScreen(<Caller />, '/', { i18n });
  return { seen, caller: caller as Required<typeof caller> };
}

const radio = (name: string) => screen.getByRole('radio', { name });
const box = (name: string) => screen.getByRole('checkbox', { name });
const checkedRadios = () =>
  screen
    .getAllByRole('radio')
    .filter((input) => (input as HTMLInputElement).checked)
    .map((input) => input.getAttribute('value'));

describe('the choice widgets (native radios and checkboxes)', () => {
  it('show the person’s choice at once, then hand it to the form', async () => {
    const user = userEvent.setup();
    const { seen } = renderChoices();
    await user.click(radio('Medium'));
    expect(radio('Medium')).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(radio('Long')).toHaveFocus();
    expect(radio('Long')).toBeChecked();
    expect(radio('Medium')).not.toBeChecked();
    await waitFor(() => expect(seen.at(-1)).toEqual({ horizon: 'long' }));
    await user.click(box('Shares'));
    await user.click(box('Funds'));
    await user.click(box('Shares'));
    await waitFor(() => expect(seen.at(-1)).toEqual({ horizon: 'long', products: ['funds'] }));
    expect(box('Funds')).toBeChecked();
    expect(box('Shares')).not.toBeChecked();
  });

  it('show data the caller sets, also over an answer the person chose', async () => {
    const user = userEvent.setup();
    const { seen, caller } = renderChoices();
    await user.click(radio('Short'));
    await user.click(box('Bonds'));
    await waitFor(() => expect(seen.at(-1)).toEqual({ horizon: 'short', products: ['bonds'] }));

    act(() => caller.set({ horizon: 'long', products: ['shares', 'funds'] }));
    expect(radio('Long')).toBeChecked();
    expect(checkedRadios()).toHaveLength(1);
    expect(box('Shares')).toBeChecked();
    expect(box('Bonds')).not.toBeChecked();
    expect(box('Funds')).toBeChecked();

    // Back to the data the widgets started from: nothing chosen.
    act(() => caller.set({}));
    expect(checkedRadios()).toHaveLength(0);
    expect(screen.getAllByRole('checkbox').some((input) => (input as HTMLInputElement).checked)).toBe(false);

    // A choice after that is still the person's.
    await user.click(radio('Medium'));
    await waitFor(() => expect(seen.at(-1)).toEqual({ horizon: 'mid' }));
    expect(checkedRadios()).toEqual(['1']);
  });

  it('keep an answer chosen while the one before it is still on its way to the form', async () => {
    const user = userEvent.setup();
    const { seen, caller } = renderChoices();
    await user.click(radio('Short'));
    await waitFor(() => expect(seen.at(-1)).toEqual({ horizon: 'short' }));
    // Chosen, not yet handed over (that waits for the next paint), and the caller re-renders the form meanwhile.
    act(() => {
      fireEvent.click(radio('Long'));
      caller.rerender();
    });
    expect(radio('Long')).toBeChecked();
    expect(radio('Short')).not.toBeChecked();
    await waitFor(() => expect(seen.at(-1)).toEqual({ horizon: 'long' }));
    expect(checkedRadios()).toEqual(['2']);
  });

  it('keep a box ticked while the caller draws the form again from a copy of the same data', async () => {
    const user = userEvent.setup();
    const { seen, caller } = renderChoices();
    await user.click(box('Bonds'));
    await waitFor(() => expect(seen.at(-1)).toEqual({ products: ['bonds'] }));
    // Ticked, not yet handed over, and the caller hands the form the answers it has as a new list (a caller that
    // builds its data anew on every render does): the same answers, so the tick stays and reaches the form.
    act(() => {
      fireEvent.click(box('Funds'));
      caller.set({ products: ['bonds'] });
    });
    expect(box('Funds')).toBeChecked();
    await waitFor(() => expect(seen.at(-1)).toEqual({ products: ['bonds', 'funds'] }));
    expect(box('Funds')).toBeChecked();
    expect(box('Bonds')).toBeChecked();
  });

  it('tell the form when the focus leaves the question: its error shows, and an answer still waiting is handed over there and then', async () => {
    const user = userEvent.setup();
    const { seen } = renderChoices();
    await user.tab();
    expect(radio('Short')).toHaveFocus();
    await user.tab();
    // Left unanswered: the question's error shows.
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    await user.click(radio('Short'));
    await user.keyboard('{ArrowDown}');
    expect(radio('Medium')).toHaveFocus();
    await waitFor(() => expect(seen.at(-1)).toEqual({ horizon: 'mid' }));
    // Chosen and left at once, before any paint: leaving hands the waiting answer over there and then.
    act(() => {
      fireEvent.click(radio('Long'));
      box('Shares').focus();
      expect(seen.at(-1)).toEqual({ horizon: 'long' });
    });
    await waitFor(() => expect(screen.queryByText('This field is required.')).not.toBeInTheDocument());
  });
});
