import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../api';
import { finishingScreen } from '../../flows/shared/finishing-screen';
import type { RouteName } from '../../flows/shared/routes/routes';
import { whenIdle } from '../when-idle';
import { onNextAct } from '../when-person-acts';
import { AHEAD_ON_LOAD } from './next-screens';
import { prefetchNextScreens } from './prefetch-next-screens';

// Set once a screen has been shown: every screen after it was reached by the person (a click, a key, back or forward).
let shownBefore = false;

/**
 * While the person fills the screen of `route`, the screens it leads to are fetched (prefetch-next-screens.ts): from
 * the person's first act on the screen (the focus moved to its heading, a pointer, a key; as the landing page loads the
 * app, when-person-acts.ts), once the browser is idle. (Not a chunk of its own: a dynamic import here re-split the
 * app's chunks and cost the landing page 1 KB more than the code itself.)
 * A page opened and left untouched fetches nothing beyond its own screen; a screen reached from another one fetches
 * at once (when idle). A screen of several parts (the
 * questionnaire) has what follows its last part fetched once the person answers there (finishing-screen.ts).
 */
export function usePrefetchNextScreens(route: RouteName, enabled: boolean): void {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? 'sk') as Lang;
  useEffect(() => {
    if (!enabled) return undefined;
    let left = false;
    let cancelIdle = () => {};
    let stopAnswers = () => {};
    const ahead = () => {
      cancelIdle = whenIdle(() => {
        if (left) return;
        // Not while the screen's own answers are on their way (the verification's result after a full load): they
        // come first, then what the next screen needs.
        if (!queryClient.isFetching()) return prefetchNextScreens(route, queryClient, lang);
        stopAnswers = queryClient.getQueryCache().subscribe(() => {
          if (queryClient.isFetching()) return;
          stopAnswers();
          ahead();
        });
      }, 1000);
    };
    // A screen reached inside the app: the person has acted already. Its first act there may never come as an event:
    // a screen without fields whose code was fetched ahead (the questionnaire's introduction, the evaluation) got the
    // heading's focus before the listener was there, and its next screen's code came only after the click.
    const reachedByPerson = shownBefore;
    shownBefore = true;
    // The first screen of a page load waits for the person: the focus the app gives its heading as it shows is not
    // theirs, and a page left untouched fetches no more. Except a screen reached mid-journey by a full load
    // (AHEAD_ON_LOAD: the verification result after the identity provider), which does not wait.
    const stopWaiting =
      reachedByPerson || AHEAD_ON_LOAD.includes(route) ? (ahead(), () => undefined) : onNextAct(ahead, 'h1');
    const stopFinishing = finishingScreen.subscribe(() => {
      stopFinishing();
      if (!left) prefetchNextScreens(route, queryClient, lang, 'finishing');
    });
    return () => {
      left = true;
      stopWaiting();
      stopFinishing();
      cancelIdle();
      stopAnswers();
    };
  }, [route, enabled, lang, queryClient]);
}
