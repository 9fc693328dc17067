// @vitest-environment node
import { pathOfHashLink } from '../hash-link';

const at = (href: string) => {
  const url = new URL(href);
  return { origin: url.origin, pathname: url.pathname, search: url.search, hash: url.hash };
};

describe('pathOfHashLink', () => {
  it.each([
    ['https://app.example/#/sk/investment-questionnaire/abc', '/sk/investment-questionnaire/abc'],
    ['https://app.example/#/en/questionnaire-evaluation/abc', '/en/questionnaire-evaluation/abc'],
    ['https://app.example/#/bg/questionnaire-info/abc', '/bg/questionnaire-info/abc'],
    ['https://app.example/#/sk/new_strategy/abc', '/sk/new_strategy/abc'],
    ['https://app.example/#/sk/reset-password/abc', '/sk/reset-password/abc'],
    [
      'https://app.example/?utm_source=mail#/sk/investment-questionnaire/abc',
      '/sk/investment-questionnaire/abc?utm_source=mail',
    ],
    ['https://app.example/#/login?x=1', '/login?x=1'],
  ])('%s opens %s', (href, path) => {
    expect(pathOfHashLink(at(href))).toBe(path);
  });

  it.each([
    'https://app.example/',
    'https://app.example/#main',
    'https://app.example/sk/investment-questionnaire/abc',
    'https://app.example/registration#/sk/investment-questionnaire/abc',
    'https://app.example/#//elsewhere.example/sk/investment-questionnaire/abc',
  ])('leaves %s alone', (href) => {
    expect(pathOfHashLink(at(href))).toBeUndefined();
  });
});
