import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { perAddress } from '../../flows/shared/routes/per-address';
import { ROUTES, type RouteName } from '../../flows/shared/routes/routes';

/** A route of SPEC §2 with its metadata. */
export interface AppRoute {
  name: RouteName;
  /** From the flows' ROUTES, the one home of paths and step numbers. */
  path: string;
  /** The step number of SPEC §2's route metadata (not the order of the flow: see onboarding-steps.ts). */
  step?: number;
  /** Behind the step guard of SPEC §4 (the /steps/ pages); the others are open to anonymous visitors. */
  guarded: boolean;
  /** Loads the screen; screens are separate chunks so the landing page carries none of them. */
  load: () => Promise<{ default: ComponentType }>;
  /**
   * Its screen shows what the provider's answer leading to it brings only through the profile, read as it changes
   * (useSyncExternalStore; nothing of it kept from a first render): so it may be rendered ahead before that answer
   * (the evaluation, before the risk profile is known; screen-ahead.ts) and shown after it with the answer's profile.
   */
  followsAnswer?: true;
}

type Screen = Pick<AppRoute, 'name' | 'guarded' | 'load' | 'followsAnswer'>;

/** The screens of the routes: which chunk each loads, and whether the step guard stands before it. */
const screens: readonly Screen[] = [
  {
    name: 'registration',
    guarded: false,
    load: () => import('../../flows/registration/registration-screen'),
  },
  { name: 'login', guarded: false, load: () => import('../../flows/auth/login-screen') },
  {
    name: 'forgot-password',
    guarded: false,
    load: () => import('../../flows/auth/forgot-password-screen'),
  },
  {
    name: 'reset-password',
    guarded: false,
    load: () => import('../../flows/auth/reset-password-screen'),
  },
  {
    name: 'personal-info',
    guarded: true,
    load: () => import('../../flows/personal-info/personal-info-screen'),
  },
  {
    name: 'child-personal-info',
    guarded: true,
    load: () => import('../../flows/child-personal-info/child-personal-info-screen'),
  },
  {
    name: 'address-and-bank-account',
    guarded: true,
    load: () => import('../../flows/address-and-bank-account/address-and-bank-account-screen'),
  },
  {
    name: 'questionnaire-info',
    guarded: true,
    load: () => import('../../flows/questionnaire/questionnaire-info-screen'),
  },
  {
    name: 'questionnaire',
    guarded: true,
    load: () => import('../../flows/questionnaire/questionnaire-screen'),
  },
  {
    name: 'questionnaire-evaluation',
    guarded: true,
    load: () => import('../../flows/questionnaire/questionnaire-evaluation-screen'),
    followsAnswer: true,
  },
  {
    name: 'investment-strategy',
    guarded: true,
    load: () => import('../../flows/strategies/strategies-screen'),
  },
  {
    name: 'documents-upload',
    guarded: true,
    load: () => import('../../flows/documents/documents-upload-screen'),
  },
  {
    name: 'contracts',
    guarded: true,
    load: () => import('../../flows/contracts/contracts-screen'),
  },
  {
    name: 'thank-you',
    guarded: true,
    load: () => import('../../flows/thank-you/thank-you-screen'),
  },
  {
    name: 'start-verification',
    guarded: true,
    load: () => import('../../flows/verification/start-verification-screen'),
  },
  {
    name: 'verification-result',
    guarded: true,
    load: () => import('../../flows/verification/verification-result-screen'),
  },
  {
    name: 'update-questionnaire',
    guarded: false,
    load: () => import('../../flows/questionnaire-update/update-questionnaire-screen'),
  },
  {
    name: 'update-evaluation',
    guarded: false,
    load: () => import('../../flows/questionnaire-update/update-evaluation-screen'),
  },
  {
    name: 'update-thank-you',
    guarded: false,
    load: () => import('../../flows/questionnaire-update/update-thank-you-screen'),
  },
  {
    name: 'update-questionnaire-info',
    guarded: false,
    load: () => import('../../flows/questionnaire-update/update-info-screen'),
  },
  {
    name: 'new-strategy',
    guarded: false,
    load: () => import('../../flows/new-strategy/new-strategy-screen'),
  },
];

/** Every route of SPEC §2 but the landing page, in the table's order, with its path and step from ROUTES. */
export const routeTable: readonly AppRoute[] = screens.map((screen) => {
  const { path, ...step } = ROUTES[screen.name] as { path: string; step?: number };
  return { ...screen, path, ...step };
});

/** The route table's route named `name`, if any. */
export const routeNamed = (name: string | undefined): AppRoute | undefined =>
  routeTable.find((route) => route.name === name);

/** The route table's route at `pathname`, if any (found once per address). */
export const routeAt: (pathname: string) => AppRoute | undefined = perAddress((pathname) =>
  routeTable.find(({ path }) => matchPath(path, pathname)),
);
