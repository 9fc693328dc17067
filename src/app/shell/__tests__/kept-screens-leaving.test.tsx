import { act, fireEvent, render, screen } from '@testing-library/react';
import { shownRoute } from '../../routing/route-redirect';
import { KeptScreensPage } from './kept-screens-page';

// Five screens in a row, each with a link to the next, without the step guard (not what this is about).
vi.mock('../../routing/route-table', async () => {
  const { Link: RouterLink } = await import('react-router-dom');
  const names = ['one', 'two', 'three', 'four', 'five'];
  const routeTable = names.map((name, i) => ({
    name,
    path: `/steps/${name}`,
    load: async () => ({
      default: function Step() {
        return (
          <main>
            <h1>{name}</h1>
            {names[i + 1] && <RouterLink to={`/steps/${names[i + 1]}`}>Continue</RouterLink>}
          </main>
        );
      },
    }),
  }));
  const { routeTableModule } = await import('./route-table-stand-in');
  return routeTableModule(routeTable);
});

// The browser's next paint, which jsdom does not make: called by the test.
const { paints } = vi.hoisted(() => ({ paints: new Set<() => void>() }));
vi.mock('../../../engine/widgets/after-next-paint', () => ({
  afterNextPaint: (callback: () => void) => {
    paints.add(callback);
    return () => paints.delete(callback);
  },
}));
const paint = () =>
  act(() => {
    const waiting = [...paints];
    paints.clear();
    for (const callback of waiting) callback();
  });

beforeEach(() => shownRoute(undefined));

const continueTo = async (name: string) => {
  fireEvent.click(screen.getByRole('link', { name: 'Continue' }));
  expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
};

// Issue 24: a screen no longer kept (more than two entries back in the history) was unmounted inside the commit that
// showed the next screen (1134 components as the questionnaire showed). It goes after that frame has been painted.
test('a screen no longer kept is unmounted after the frame that shows the next screen, not in it', async () => {
  render(<KeptScreensPage path="/steps/one" />);
  expect(await screen.findByRole('heading', { level: 1, name: 'one' })).toBeInTheDocument();
  await continueTo('two');
  const two = screen.getByRole('heading', { level: 1, name: 'two' });
  await continueTo('three');
  await continueTo('four');
  expect(two).toBeInTheDocument();

  // "two" is now three entries back: no longer kept. It is still in the page, hidden, as "five" shows.
  await continueTo('five');
  expect(two).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1, name: 'two' })).toBeNull();
  paint();
  expect(two).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'five' })).toBeInTheDocument();
});
