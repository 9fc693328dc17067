import { fireEvent, render, screen } from '@testing-library/react';
import { Activity } from 'react';
import { ChoiceOption } from '../choice-option';

// Issue 24's kept screens: a screen left by back is kept hidden (React's Activity) and shown again by forward, which
// runs its layout effects anew. An answer the person chose is the input's own state until the form hands it back as
// `checked`; showing the screen again must not write the old `checked` over it.
const option = (mode: 'visible' | 'hidden') => (
  <Activity mode={mode}>
    <ChoiceOption
      type="radio"
      id="a3-0"
      name="a3"
      value="0"
      label="Klesne"
      checked={false}
      resync={0}
      disabled={false}
      onSelect={() => undefined}
    />
  </Activity>
);

test('an answer chosen stays chosen when its screen is hidden and shown again', () => {
  const { rerender } = render(option('visible'));
  const radio = screen.getByRole('radio', { name: 'Klesne' }) as HTMLInputElement;
  fireEvent.click(radio);
  expect(radio.checked).toBe(true);
  rerender(option('hidden'));
  rerender(option('visible'));
  expect((screen.getByRole('radio', { name: 'Klesne' }) as HTMLInputElement).checked).toBe(true);
});
