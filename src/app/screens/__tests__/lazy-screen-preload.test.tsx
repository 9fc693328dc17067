import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { setupI18n } from '../../i18n';
import { renderScreen } from '../../../../tests/support/render-screen';
import { LazyScreen, preloadScreen } from '../lazy-screen';

// A screen shown through its lazy component whose code is preloaded afterwards (a click on a screen before its
// prefetch has finished; the route's screen asked for early): the screen must stay the same one, with its state.
// Remounting it lost a client link's token, kept in the screen's state once taken out of the address ('The link is
// not valid', issue 24), and would lose anything typed.

beforeAll(async () => {
  await setupI18n('sk');
});

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <>
      <h1>{label}</h1>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        {`Stlačené ${count}×`}
      </button>
    </>
  );
}

it('a screen shown before its preload finished keeps its state when the preload lands and the page renders again', async () => {
  // One module: the same component from every import, as the browser's module map gives it.
  const module = { default: () => <Counter label="Aktualizácia" /> };
  const load = () => Promise.resolve(module);
  function Page() {
    const [, setRenders] = useState(0);
    return (
      <>
        <button type="button" onClick={() => setRenders((n) => n + 1)}>
          Znova
        </button>
        <LazyScreen load={load} />
      </>
    );
  }
  renderScreen(<Page />);
  await userEvent.click(await screen.findByRole('button', { name: 'Stlačené 0×' }));
  expect(screen.getByRole('button', { name: 'Stlačené 1×' })).toBeInTheDocument();
  await act(() => preloadScreen(load));
  await userEvent.click(screen.getByRole('button', { name: 'Znova' }));
  expect(screen.getByRole('button', { name: 'Stlačené 1×' })).toBeInTheDocument();
});
