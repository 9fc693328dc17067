import { type ChangeEvent, useState } from 'react';
import { formatEurAmount } from '../values/format-eur-amount';
import { parseEurAmount } from '../values/parse-eur-amount';
import { useLanguage } from './use-language';

interface AmountState {
  text: string;
  /** The value the text was last derived from or emitted, to tell our own changes from the form's. */
  value: unknown;
}

function shown(value: unknown, language: string): string {
  if (typeof value === 'number' && Number.isFinite(value)) return formatEurAmount(value, language);
  return typeof value === 'string' ? value : '';
}

/**
 * The text of an amount field in EUR (the amount widget and the strategy picker's amounts): typed with a comma or
 * a dot, emitted as a number (undefined when empty; text that is no number is kept as text, so validation reports
 * it and nothing typed disappears), shown grouped in the language's number format after leaving the field
 * (`group`) and without grouping while editing (`ungroup`).
 */
export function useEurAmountText(value: unknown, onChange: (value: unknown) => void) {
  const language = useLanguage();
  const [state, setState] = useState<AmountState>(() => ({ text: shown(value, language), value }));
  // The form changed the value (reset, draft restored): show it. Our own changes come back equal.
  if (value !== state.value && !(Number.isNaN(value) && Number.isNaN(state.value)))
    setState({ text: shown(value, language), value });

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    // Letters cannot be part of an amount; leaving them out beats an error for a slip of the finger.
    const text = event.target.value.replace(/[^\d\s\u00a0\u202f.,-]/g, '');
    const amount = parseEurAmount(text, language);
    const next = amount === undefined ? undefined : Number.isNaN(amount) ? text : amount;
    setState({ text, value: next });
    onChange(next);
  };
  const reformat = (grouping: boolean) => {
    if (typeof state.value === 'number')
      setState({ text: formatEurAmount(state.value, language, grouping), value: state.value });
  };
  return {
    text: state.text,
    value: state.value,
    change,
    ungroup: () => reformat(false),
    group: () => reformat(true),
  };
}
