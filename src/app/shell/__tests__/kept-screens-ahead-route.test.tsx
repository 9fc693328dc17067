import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { setupI18n } from '../../i18n';
import { shownRoute } from '../../routing/route-redirect';
import { AHEAD, KeptScreensPage, headings, hydratePrerendered } from './kept-screens-page';

// The update flow's introduction and questionnaire as the route table has them (their addresses carry the language and
// an optional token): the questionnaire, the screen rendered ahead, reports the parameters it reads at each render.
const { reads } = vi.hoisted(() => ({
  reads: { questionnaire: [] as Record<string, string | undefined>[], routeContexts: new Set<unknown>() },
}));

vi.mock('../../routing/route-table', async () => {
  const {
    useParams: params,
    useNavigate: navigator,
    Link: To,
    UNSAFE_RouteContext: RouteContext,
  } = await import('react-router-dom');
  const { useContext } = await import('react');
  function Introduction() {
    const { lang } = params();
    const navigate = navigator();
    return (
      <main>
        <h1>Introduction</h1>
        <p>Read this first</p>
        <To to={`/${lang}/investment-questionnaire/`}>Start</To>
        <button onClick={() => void navigate(1)}>Forward</button>
      </main>
    );
  }
  function Questionnaire() {
    reads.questionnaire.push({ ...params() });
    // What useParams and useNavigate read: one that changes renders every screen that reads it again.
    reads.routeContexts.add(useContext(RouteContext));
    const navigate = navigator();
    return (
      <main>
        <h1>Questionnaire</h1>
        <button onClick={() => void navigate(-1)}>Back</button>
      </main>
    );
  }
  const routeTable = [
    {
      name: 'update-questionnaire-info',
      path: '/:lang/questionnaire-info/:token?',
      guarded: false,
      load: async () => ({ default: Introduction }),
    },
    {
      name: 'update-questionnaire',
      path: '/:lang/investment-questionnaire/:token?',
      guarded: false,
      load: async () => ({ default: Questionnaire }),
    },
  ];
  const { routeTableModule } = await import('./route-table-stand-in');
  return routeTableModule(routeTable);
});

let page: Root | undefined;

beforeEach(() => {
  reads.questionnaire = [];
  reads.routeContexts.clear();
  shownRoute(undefined);
});
afterEach(() => act(() => page?.unmount()));

describe('a screen rendered ahead reads its own address (issue 24)', () => {
  it("has its route's parameters, not the shown page's, in one route context from its render ahead to its return", async () => {
    await setupI18n('en');
    // The client's link, its token still in the address.
    page = await hydratePrerendered(<KeptScreensPage path="/en/questionnaire-info/e-mailed-token" />);
    expect(headings()).toEqual(['Introduction']);

    fireEvent.pointerMove(screen.getByText('Read this first'));
    await waitFor(() => expect(reads.questionnaire.length).toBeGreaterThan(0), AHEAD);
    expect(headings()).toEqual(['Introduction']);
    // As a navigation to it would: the language, and no token (the introduction's is not the questionnaire's).
    expect(reads.questionnaire).toEqual([{ lang: 'en' }]);

    await act(async () => screen.getByRole('link', { name: 'Start' }).click());
    expect(headings()).toEqual(['Questionnaire']);
    // Back and forward: the shell's route context, new at every navigation, is not the screen's.
    await act(async () => screen.getByRole('button', { name: 'Back' }).click());
    expect(headings()).toEqual(['Introduction']);
    await act(async () => screen.getByRole('button', { name: 'Forward' }).click());
    expect(headings()).toEqual(['Questionnaire']);
    expect(reads.routeContexts.size).toBe(1);
    expect(new Set(reads.questionnaire.map((params) => JSON.stringify(params)))).toEqual(new Set(['{"lang":"en"}']));
  });
});
