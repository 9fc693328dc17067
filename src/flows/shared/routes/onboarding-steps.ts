import { matchPath } from 'react-router-dom';
import { perAddress } from './per-address';
import { ROUTES, type RouteName } from './routes';

/** A step of the onboarding as the person counts them: its name and the screens that belong to it. */
export interface OnboardingStep {
  /** The step's name: its text in `routes.stepNames`. */
  name: RouteName;
  /** The routes shown during this step (the child's data belongs to the personal data, SPEC §4 item 2). */
  routes: readonly RouteName[];
}

/**
 * The onboarding in the flow order of SPEC §4 (not the route metadata numbers, which skip and put verification
 * last). The thank-you page ends the onboarding; it is no step of its own. The child path's extra screen is part
 * of step 2 and the intermediary path has no screen of its own (its documents and signing are in steps 8 and 9),
 * so every path counts the same steps. The landing page's "about nine steps" is this list's length.
 */
export const ONBOARDING_STEPS: readonly OnboardingStep[] = [
  { name: 'registration', routes: ['registration'] },
  { name: 'personal-info', routes: ['personal-info', 'child-personal-info'] },
  { name: 'address-and-bank-account', routes: ['address-and-bank-account'] },
  { name: 'questionnaire', routes: ['questionnaire-info', 'questionnaire'] },
  { name: 'questionnaire-evaluation', routes: ['questionnaire-evaluation'] },
  { name: 'investment-strategy', routes: ['investment-strategy'] },
  { name: 'start-verification', routes: ['start-verification', 'verification-result'] },
  { name: 'documents-upload', routes: ['documents-upload'] },
  { name: 'contracts', routes: ['contracts'] },
];

/** Where a screen stands in the onboarding: its step's place (from 1), the total, and the step's name. */
export interface OnboardingPlace {
  place: number;
  total: number;
  /** The `routes.stepNames` text of the step shown (the child's data on the child's screen). */
  name: RouteName;
  /** The onboarding is behind the person (the thank-you page). */
  done: boolean;
}

/**
 * The onboarding step of the screen at `pathname`, or undefined for a screen outside the onboarding (found once per
 * address: the progress asks at every render of a screen, a return too).
 */
export const onboardingPlaceOf: (pathname: string) => OnboardingPlace | undefined = perAddress(placeOf);

function placeOf(pathname: string): OnboardingPlace | undefined {
  const total = ONBOARDING_STEPS.length;
  if (matchPath(ROUTES['thank-you'].path, pathname)) return { place: total, total, name: 'thank-you', done: true };
  for (const [index, step] of ONBOARDING_STEPS.entries()) {
    const route = step.routes.find((name) => matchPath(ROUTES[name].path, pathname));
    // The child's data is named as such, not as the person's own.
    if (route)
      return { place: index + 1, total, name: route === 'child-personal-info' ? route : step.name, done: false };
  }
  return undefined;
}
