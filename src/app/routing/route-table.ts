import type { ComponentType } from 'react';

/** A route of SPEC §2 with its metadata. */
export interface AppRoute {
  name: string;
  path: string;
  /** The step number of SPEC §2's route metadata (not the order of the flow: see resume-route.ts). */
  step?: number;
  /** Behind the step guard of SPEC §4 (the /steps/ pages); the others are open to anonymous visitors. */
  guarded: boolean;
  /** Loads the screen; screens are separate chunks so the landing page carries none of them. */
  load: () => Promise<{ default: ComponentType }>;
}

/** Every route of SPEC §2 but the landing page, in the table's order. */
export const routeTable: readonly AppRoute[] = [
  {
    name: 'registration',
    path: '/registration',
    guarded: false,
    load: () => import('../../flows/registration/registration-screen'),
  },
  { name: 'login', path: '/login', guarded: false, load: () => import('../../flows/auth/login-screen') },
  {
    name: 'forgot-password',
    path: '/forgot-password',
    guarded: false,
    load: () => import('../../flows/auth/forgot-password-screen'),
  },
  {
    name: 'reset-password',
    path: '/:lang/reset-password/:token?',
    guarded: false,
    load: () => import('../../flows/auth/reset-password-screen'),
  },
  {
    name: 'personal-info',
    path: '/steps/personal-info',
    step: 2,
    guarded: true,
    load: () => import('../../flows/personal-info/personal-info-screen'),
  },
  {
    name: 'child-personal-info',
    path: '/steps/child-personal-info',
    step: 2,
    guarded: true,
    load: () => import('../../flows/child-personal-info/child-personal-info-screen'),
  },
  {
    name: 'address-and-bank-account',
    path: '/steps/address-and-bank-account',
    step: 3,
    guarded: true,
    load: () => import('../../flows/address-and-bank-account/address-and-bank-account-screen'),
  },
  {
    name: 'questionnaire-info',
    path: '/steps/questionnaire-info',
    guarded: true,
    load: () => import('../../flows/questionnaire/questionnaire-info-screen'),
  },
  {
    name: 'questionnaire',
    path: '/steps/questionnaire',
    step: 4,
    guarded: true,
    load: () => import('../../flows/questionnaire/questionnaire-screen'),
  },
  {
    name: 'questionnaire-evaluation',
    path: '/steps/questionnaire-evaluation',
    guarded: true,
    load: () => import('../../flows/questionnaire/questionnaire-evaluation-screen'),
  },
  {
    name: 'investment-strategy',
    path: '/steps/investment-strategy',
    step: 5,
    guarded: true,
    load: () => import('../../flows/strategies/strategies-screen'),
  },
  {
    name: 'documents-upload',
    path: '/steps/documents-upload',
    step: 6,
    guarded: true,
    load: () => import('../../flows/documents/documents-upload-screen'),
  },
  {
    name: 'contracts',
    path: '/steps/contracts',
    step: 7,
    guarded: true,
    load: () => import('../../flows/contracts/contracts-screen'),
  },
  {
    name: 'thank-you',
    path: '/steps/thank-you',
    step: 8,
    guarded: true,
    load: () => import('../../flows/thank-you/thank-you-screen'),
  },
  {
    name: 'start-verification',
    path: '/steps/start-verification',
    step: 10,
    guarded: true,
    load: () => import('../../flows/verification/start-verification-screen'),
  },
  {
    name: 'verification-result',
    path: '/steps/verification-result/:uuid',
    guarded: true,
    load: () => import('../../flows/verification/verification-result-screen'),
  },
  {
    name: 'update-questionnaire',
    path: '/:lang/investment-questionnaire/:token?',
    guarded: false,
    load: () => import('../../flows/questionnaire-update/update-questionnaire-screen'),
  },
  {
    name: 'update-evaluation',
    path: '/:lang/questionnaire-evaluation/:token?',
    guarded: false,
    load: () => import('../../flows/questionnaire-update/update-evaluation-screen'),
  },
  {
    name: 'update-thank-you',
    path: '/:lang/update-thank-you',
    guarded: false,
    load: () => import('../../flows/questionnaire-update/update-thank-you-screen'),
  },
  {
    name: 'update-questionnaire-info',
    path: '/:lang/questionnaire-info/:token?',
    guarded: false,
    load: () => import('../../flows/questionnaire-update/update-info-screen'),
  },
  // The token is optional: it leaves the address bar once read (/{lang}/new_strategy/), and the page stays.
  {
    name: 'new-strategy',
    path: '/:lang/new_strategy/:token?',
    guarded: false,
    load: () => import('../../flows/new-strategy/new-strategy-screen'),
  },
];
