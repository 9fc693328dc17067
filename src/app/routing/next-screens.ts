import type { QueryEndpointName } from '../../api';
import type { RouteName } from '../../flows/shared/routes/routes';

/** What a screen can lead to: the screens (their code and texts) and the provider's lists they show. */
export interface NextScreens {
  screens: readonly RouteName[];
  lists: readonly QueryEndpointName[];
}

/** The lists a screen reads as it appears (countries, strategies, documents, risk profiles). */
const LISTS: Partial<Record<RouteName, readonly QueryEndpointName[]>> = {
  'personal-info': ['countries'],
  'child-personal-info': ['countries'],
  'address-and-bank-account': ['countries'],
  'questionnaire-evaluation': ['riskProfiles'],
  'investment-strategy': ['strategies', 'riskProfiles'],
  'documents-upload': ['documents'],
  contracts: ['documents'],
  'update-evaluation': ['riskProfiles'],
};

/**
 * Where each screen leads in the flows of SPEC §2 and §4 (the onboarding's order, the child path's extra screen, the
 * identity provider's return, the update flow): the flow knows what comes next, so its code, texts and lists can be
 * fetched while the person fills the current screen, and the screen change waits for none of them.
 */
const NEXT: Partial<Record<RouteName, readonly RouteName[]>> = {
  registration: ['personal-info'],
  login: ['personal-info'],
  'personal-info': ['address-and-bank-account', 'child-personal-info'],
  'child-personal-info': ['address-and-bank-account'],
  'address-and-bank-account': ['questionnaire-info'],
  'questionnaire-info': ['questionnaire'],
  // Its evaluation only on finishing (FINISHING): the questionnaire's own route is at its budget of 320 KB.
  questionnaire: [],
  'questionnaire-evaluation': ['investment-strategy'],
  'investment-strategy': ['start-verification'],
  // The result page is a full page load after the identity provider: its code is then in the browser's cache.
  'start-verification': ['verification-result'],
  'verification-result': ['documents-upload'],
  'documents-upload': ['contracts'],
  contracts: ['thank-you'],
  'forgot-password': ['login'],
  'reset-password': ['login'],
  'update-questionnaire-info': ['update-questionnaire'],
  // As the onboarding's questionnaire.
  'update-questionnaire': [],
  'update-evaluation': ['update-thank-you'],
};

/**
 * Where a screen of several parts leads, fetched once the person answers its last part (src/flows/shared/
 * finishing-screen.ts), not on the first act: the questionnaires' routes are at their budget of 320 KB (npm run
 * budgets: what the browser fetches before the person acts) and their evaluation's code with the risk picture would
 * not fit; on the last section it comes long before "Finish", instead of after the provider's answer.
 */
const FINISHING: Partial<Record<RouteName, readonly RouteName[]>> = {
  questionnaire: ['questionnaire-evaluation'],
  'update-questionnaire': ['update-evaluation'],
};

/**
 * Screens a person reaches mid-journey by a full page load, whose next screens are fetched once the screen's answers
 * are in and the browser is idle, not on the person's first act: back from the identity provider, the person goes on
 * to the documents, often with a tap whose pointerdown comes only about 100 ms before its click (no hover on a phone).
 * Counted in the route's budget (npm run budgets measures it without an act).
 */
export const AHEAD_ON_LOAD: readonly RouteName[] = ['verification-result'];

/** When a screen's next screens are fetched: from the person's first act, or once they answer its last part. */
export type AheadStage = 'acting' | 'finishing';

/** The screens `route` leads to and the lists they show, those fetched at `stage`. */
export function nextScreensOf(route: RouteName, stage: AheadStage = 'acting'): NextScreens {
  const screens = (stage === 'acting' ? NEXT : FINISHING)[route] ?? [];
  return { screens, lists: [...new Set(screens.flatMap((screen) => LISTS[screen] ?? []))] };
}
