// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ONBOARDING_STEPS, onboardingPlaceOf } from './onboarding-steps';
import { ROUTES, pathTo } from './routes';

describe('onboardingPlaceOf: the flow order of SPEC §4 (issue 25)', () => {
  it.each([
    ['/registration', 1, 'registration'],
    ['/steps/personal-info', 2, 'personal-info'],
    // The child path: the child's data is part of the personal data step, so the later steps count the same.
    ['/steps/child-personal-info', 2, 'child-personal-info'],
    ['/steps/address-and-bank-account', 3, 'address-and-bank-account'],
    ['/steps/questionnaire-info', 4, 'questionnaire'],
    ['/steps/questionnaire', 4, 'questionnaire'],
    ['/steps/questionnaire-evaluation', 5, 'questionnaire-evaluation'],
    ['/steps/investment-strategy', 6, 'investment-strategy'],
    ['/steps/start-verification', 7, 'start-verification'],
    ['/steps/verification-result/0b7e1f0a-1', 7, 'start-verification'],
    ['/steps/documents-upload', 8, 'documents-upload'],
    ['/steps/contracts', 9, 'contracts'],
  ])('%s is step %i of 9 (%s)', (path, place, name) => {
    expect(onboardingPlaceOf(path)).toEqual({ place, total: 9, name, done: false });
  });

  it('ends on the thank-you page, all steps done', () => {
    expect(onboardingPlaceOf('/steps/thank-you')).toEqual({ place: 9, total: 9, name: 'thank-you', done: true });
  });

  it.each([
    '/',
    '/login',
    '/forgot-password',
    '/sk/reset-password',
    '/sk/investment-questionnaire/',
    '/en/new_strategy/',
  ])('%s is outside the onboarding', (path) => expect(onboardingPlaceOf(path)).toBeUndefined());

  it('names every onboarding route exactly once, each a route of the table', () => {
    const routes = ONBOARDING_STEPS.flatMap((step) => step.routes);
    expect(new Set(routes).size).toBe(routes.length);
    for (const route of routes) expect(ROUTES).toHaveProperty(route);
  });
});

describe('pathTo', () => {
  it('answers a route by name, with its parameters encoded and an optional one left out', () => {
    expect(pathTo('contracts')).toBe('/steps/contracts');
    expect(pathTo('reset-password', { lang: 'en', token: 'a/b c' })).toBe('/en/reset-password/a%2Fb%20c');
    expect(pathTo('reset-password', { lang: 'bg' })).toBe('/bg/reset-password');
    expect(pathTo('verification-result', { uuid: 'lead-1' })).toBe('/steps/verification-result/lead-1');
  });
});
