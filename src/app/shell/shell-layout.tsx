import { Box, Container } from '@mui/material';
import { Suspense, lazy, memo, useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PageFaqContext } from '../../flows/shared/page-faq';
import { loadNamespaces } from '../i18n';
import { useAfterPaint } from '../use-after-paint';
import { useHydrated } from '../use-hydrated';
import { Header } from './header';
import { HelpButton } from './help-button';
import { KeptScreens } from './kept-screens';
import { useIdleTimeout } from './use-idle-timeout';
import { useOnboardingToken } from './use-onboarding-token';

// The carousel (and Embla) is not on the landing page, so it is not in the landing page's bundle either.
// Its texts (locales/*/faq.json) come with its code: the landing page, which shows no footer questions, loads neither.
const FaqCarousel = lazy(() =>
  Promise.all([import('./faq-carousel'), loadNamespaces(['faq'])]).then(([m]) => ({ default: m.FaqCarousel })),
);

// SPEC §2: the update flow of existing clients takes its language from the e-mailed link; so does the
// new-strategy link, which works like it (its token leaves the address, the client-zone session is in memory).
const NO_LANGUAGE_SWITCHER = /^\/(sk|en|bg)\/(investment-questionnaire|questionnaire-evaluation|new_strategy)(\/|$)/;
// SPEC §2: no footer questions on the landing page, the password pages and the update flow.
const NO_FAQ =
  /^\/((sk|en|bg)\/?)?$|forgot-password|reset-password|investment-questionnaire|questionnaire-evaluation\/|update-thank-you|questionnaire-info\/|new_strategy/;
const LANDING = /^\/((sk|en|bg)\/?)?$/;
// The page's own cards where it names none; the three of SPEC §1 every step shows come first (FaqCarousel).
const DEFAULT_FAQ = 'time,safe';

// Issue 24: the shell's parts re-render only when what they show changes, not on every navigation (ShellLayout reads
// the address): a step change renders the new screen, not the header, the help and the footer questions again.
const ShellHeader = memo(Header);
const ShellHelpButton = memo(HelpButton);
// Nor does a screen naming its footer cards (the shell's state) render the screens again: KeptScreens follows the
// address itself. Without this, a return's cards re-rendered every kept screen in a task right after the frame.
const ShellScreens = memo(KeptScreens);

/**
 * Room below the last content, so the floating buttons never cover it. One element: the layout renders again when a
 * screen names its footer cards (as a return shows it), and an element made anew there rendered the box again too.
 */
const FLOATING_ROOM = <Box aria-hidden sx={{ height: 80 }} />;

/**
 * The footer questions, by the cards' keys joined (a string, so that the same cards named anew by the next screen
 * are no change). The carousel stays mounted from one screen to the next and starts again at the first card when
 * the cards change (FaqCarousel).
 */
const FaqFooter = memo(function FaqFooter({ cards }: { cards: string }) {
  const list = useMemo(() => cards.split(','), [cards]);
  return (
    <Container component="footer" maxWidth="md">
      <Suspense fallback={null}>
        <FaqCarousel cards={list} />
      </Suspense>
    </Container>
  );
});

/** The frame every screen shares: header, the screen, the footer questions and the help. */
export function ShellLayout() {
  const { pathname } = useLocation();
  useOnboardingToken(LANDING.test(pathname));
  useIdleTimeout();
  // The cards' keys joined: a screen naming the cards already shown (a return to it, whose effects run again) is no
  // change, not a render of the layout inside the return.
  const [pageFaq, setPageFaqKeys] = useState<string>();
  const setPageFaq = useCallback((cards: readonly string[] | undefined) => setPageFaqKeys(cards?.join()), []);
  // The footer questions load lazily after the first render (useHydrated): on a prerendered page they come
  // with the app, below the form.
  const hydrated = useHydrated();
  // Issue 24: the footer follows a new screen in the frame after the one that shows its heading. Its cards (about
  // 120 components) were rendered before that frame: the footer's appearance on landing -> registration, a return's
  // new cards (123 of the 194 components a return rendered at 4x CPU), set from the screen's effect.
  const cards = useAfterPaint(hydrated && !NO_FAQ.test(pathname) ? (pageFaq ?? DEFAULT_FAQ) : undefined);
  return (
    <>
      <ShellHeader showLanguageSwitcher={!NO_LANGUAGE_SWITCHER.test(pathname)} />
      <PageFaqContext.Provider value={setPageFaq}>
        {/* The screen, and those mounted beside it: back and forward's, and the next one's ahead (KeptScreens). */}
        <ShellScreens />
      </PageFaqContext.Provider>
      {cards && <FaqFooter cards={cards} />}
      {/* After the content on a phone, floating on a wide screen (help-button.tsx). */}
      <ShellHelpButton />
      {FLOATING_ROOM}
    </>
  );
}
