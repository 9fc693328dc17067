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
  // Not the questionnaire's evaluation (its code with the risk picture): the questionnaire's own route is at its
  // budget of 320 KB (npm run budgets), and the browser would fetch both during that visit.
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
  // As the onboarding's questionnaire: the update's questionnaire route has no room for its evaluation's code.
  'update-questionnaire': [],
  'update-evaluation': ['update-thank-you'],
};

/** The screens `route` leads to and the lists they show. */
export function nextScreensOf(route: RouteName): NextScreens {
  const screens = NEXT[route] ?? [];
  return { screens, lists: [...new Set(screens.flatMap((screen) => LISTS[screen] ?? []))] };
}
