import { screen, within } from '@testing-library/react';
import { type ReactElement, createRef } from 'react';
import { setupI18n } from '../../src/app/i18n';
import { PageFaqContext } from '../../src/flows/shared/page-faq';
import { ScreenLayout } from '../../src/flows/shared/screen-layout';
import { renderScreen } from '../support/render-screen';

beforeAll(async () => {
  await setupI18n('sk');
});

function renderAt(path: string, ui: ReactElement, setCards = vi.fn()) {
  renderScreen(<PageFaqContext.Provider value={setCards}>{ui}</PageFaqContext.Provider>, path);
  return setCards;
}

describe('ScreenLayout, the frame of every screen', () => {
  it('is the main region with the one h1, its paragraph and the screen’s question cards', () => {
    const setCards = renderAt('/login', <ScreenLayout title="Prihlásenie" description="Vitajte" faq={['login']} />);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Prihlásenie');
    // The app focuses it after a navigation itself (focus-screen-heading); only a screen's own ref makes it focusable.
    expect(within(main).getByRole('heading', { level: 1 })).not.toHaveAttribute('tabindex');
    expect(within(main).getByText('Vitajte')).toBeInTheDocument();
    expect(setCards).toHaveBeenCalledWith(['login']);
    // Outside the onboarding: no progress.
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('lets a screen focus its heading itself', () => {
    const heading = createRef<HTMLHeadingElement>();
    renderAt('/steps/verification-result/x', <ScreenLayout title="Výsledok" headingRef={heading} />);
    expect(heading.current).toBe(screen.getByRole('heading', { level: 1 }));
    expect(heading.current).toHaveAttribute('tabindex', '-1');
  });

  it('shows an onboarding step’s place as a list with the current step, above the heading', () => {
    renderAt('/steps/child-personal-info', <ScreenLayout title="Údaje dieťaťa" />);
    const progress = screen.getByRole('navigation', { name: 'Postup otvorenia účtu' });
    expect(within(progress).getAllByRole('listitem')).toHaveLength(9);
    expect(progress.querySelector('[aria-current="step"]')).toHaveTextContent('Krok 2 z 9: Údaje dieťaťa');
    expect(progress.compareDocumentPosition(screen.getByRole('heading', { level: 1 }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
});
