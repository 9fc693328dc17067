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

function PinnedKnown({ pin, known }: { pin: Pin; known: () => Record<string, ChosenDefinition> | undefined }) {
  const pinned = usePinnedSections(pin, known);
  return <p>{pinned.status === 'ready' ? `pinned ${pinned.chosen['questionnaire-a']?.sha256}` : pinned.status}</p>;
}

// Issue 24: the questionnaire rendered ahead, hidden, runs no effects; the versions known at once are shown at once.
test('versions known at the first render show at once, hidden; the pin as the screen shows replaces them only if it differs', async () => {
  const pin = vi.fn<Pin>(() => Promise.resolve(version('old')));
  const known = () => version('old');
  const withKnown = (given: Pin, mode: 'visible' | 'hidden') => (
    <Activity mode={mode}>
      <PinnedKnown pin={given} known={known} />
    </Activity>
  );
  const { rerender, unmount } = render(withKnown(pin, 'hidden'));
  expect(screen.getByText('pinned old')).toBeTruthy();
  expect(pin).not.toHaveBeenCalled();
  rerender(withKnown(pin, 'visible'));
  await act(() => Promise.resolve());
  expect(screen.getByText('pinned old')).toBeTruthy();
  expect(pin).toHaveBeenCalledTimes(1);
  unmount();

  // A version that took effect between the render ahead and the press on "Start": the questionnaire runs on it.
  const newer = vi.fn<Pin>(() => Promise.resolve(version('new')));
  render(withKnown(newer, 'visible'));
  expect(screen.getByText('pinned old')).toBeTruthy();
  expect(await screen.findByText('pinned new')).toBeTruthy();
});
