import { act, render, screen } from '@testing-library/react';
import { Activity } from 'react';
import type { ChosenDefinition } from '../../shared/definitions-runtime/types';
import { usePinnedSections } from '../use-pinned-sections';

// Issue 21: a person who started finishes on the versions pinned at the start. The questionnaire rendered ahead of its
// introduction is kept hidden after back (React's Activity, which runs a screen's effects anew as it is shown again)
// and shown again on the next press on "Start": the versions must not be chosen anew then, when a newer one may have
// taken effect meanwhile.
const version = (sha256: string): Record<string, ChosenDefinition> => ({
  'questionnaire-a': { id: 'questionnaire-a', version: sha256 === 'old' ? '1.0.0' : '1.1.0', sha256 },
});

type Pin = () => Promise<Record<string, ChosenDefinition>>;

function Pinned({ pin }: { pin: Pin }) {
  const pinned = usePinnedSections(pin);
  return <p>{pinned.status === 'ready' ? `pinned ${pinned.chosen['questionnaire-a']?.sha256}` : pinned.status}</p>;
}

/** The screen as KeptScreens holds it: shown, or kept hidden in React's Activity. */
const screenWith = (pin: Pin, mode: 'visible' | 'hidden') => (
  <Activity mode={mode}>
    <Pinned pin={pin} />
  </Activity>
);

test('a questionnaire shown again after being kept hidden keeps the versions it pinned', async () => {
  const answers = ['old', 'new'];
  const pin = vi.fn(() => Promise.resolve(version(answers.shift() ?? 'none')));
  const { rerender } = render(screenWith(pin, 'visible'));
  expect(await screen.findByText('pinned old')).toBeTruthy();
  rerender(screenWith(pin, 'hidden'));
  rerender(screenWith(pin, 'visible'));
  await act(() => Promise.resolve());
  expect(screen.getByText('pinned old')).toBeTruthy();
  expect(pin).toHaveBeenCalledTimes(1);
});

test('a pin interrupted by hiding the screen is made when it shows again', async () => {
  let resolveFirst: (value: Record<string, ChosenDefinition>) => void = () => undefined;
  const pin = vi
    .fn<Pin>()
    .mockImplementationOnce(() => new Promise((resolve) => (resolveFirst = resolve)))
    .mockImplementationOnce(() => Promise.resolve(version('old')));
  const { rerender } = render(screenWith(pin, 'visible'));
  rerender(screenWith(pin, 'hidden'));
  // The first answer comes while the screen is hidden: it is dropped, and the screen asks again as it shows.
  await act(async () => resolveFirst(version('new')));
  rerender(screenWith(pin, 'visible'));
  expect(await screen.findByText('pinned old')).toBeTruthy();
  expect(pin).toHaveBeenCalledTimes(2);
});
