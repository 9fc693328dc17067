import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PublicationManifest } from '../../src/definition/publication/publication-contract';
import { cautiousToTheEnd } from '../e2e/answer-sets';
import { loginThroughUi } from '../e2e/journey';
import { bundledVersion, type StoreVersion, writeStore } from '../e2e/published-definitions-store';
import { answerOn, odpovedeOf, textsIn } from '../e2e/questionnaire-texts';
import { DEFINITIONS_DIR } from './definitions-store';
import { expect, test } from './fixtures';

// Issue 21, "Done when": through nginx with the production headers (CSP with script-src 'self' and Trusted Types),
// the questionnaire runs on published modules, every section's own (none is the bundled version), with zero CSP
// violations (the fixture fails the test on any) from the manifest to the provider's answer. The store is written
// as the registry writes it (its module source); the sandbox behind nginx reads the same store
// (playwright.nginx.config.ts), as the provider reads the registry's.

const SECTIONS = ['questionnaire-a', 'questionnaire-b', 'questionnaire-c', 'questionnaire-d', 'questionnaire-e'];
/** Each section's first question, whose title each published version changes. */
const FIRST_QUESTION = ['a1', 'b1', 'c1', 'd1', 'e1'];
const changedTitle = (index: number) => `Otázka ${index + 1} v znení z registra (2026)`;

/** Answers that break no consistency rule (no contradictions screen before sending). */
const ANSWERS = cautiousToTheEnd('falls');

/** A section as published anew: version 1.0.1, its first question's Slovak title changed. */
function published(id: string, index: number): StoreVersion {
  const bundled = bundledVersion(id);
  const definition = structuredClone(bundled.definition) as { version: string };
  definition.version = '1.0.1';
  const texts = structuredClone(bundled.texts);
  const slug = FIRST_QUESTION[index]!;
  texts.sk[`questionnaire.${slug[0]}.${slug}.title`] = changedTitle(index);
  return { ...bundled, semver: '1.0.1', versionNo: 2, definition, texts, effectiveAt: new Date(Date.now() - 60_000) };
}

let manifest: PublicationManifest;
test.beforeAll(async () => {
  await writeStore(
    DEFINITIONS_DIR,
    SECTIONS.map((id, index) => ({ current: published(id, index) })),
  );
  manifest = JSON.parse(readFileSync(join(DEFINITIONS_DIR, 'manifest.json'), 'utf8')) as PublicationManifest;
});

test('the questionnaire runs on published modules under the production CSP, with no violation, to the provider', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const t = textsIn('sk');
  const modules: { url: string; status: number; csp: string | undefined; cache: string | undefined }[] = [];
  page.on('response', (response) => {
    if (/\/definitions\/[0-9a-f]{64}\.js/.test(response.url()))
      modules.push({
        url: new URL(response.url()).pathname,
        status: response.status(),
        csp: response.headers()['content-security-policy'],
        cache: response.headers()['cache-control'],
      });
  });
  const lead = (await (
    await page.request.post('/sandbox/leads', { data: { at: 'questionnaire', lang: 'sk' } })
  ).json()) as {
    email: string;
    password: string;
  };
  await page.goto('/login');
  await loginThroughUi(page, lead.email, lead.password, 'sk');
  await expect(page).toHaveURL('/steps/questionnaire-info');
  await page.getByRole('link', { name: t.start }).click();

  for (const [index, answers] of ANSWERS.entries()) {
    await expect(page.getByText(t.part(index + 1), { exact: true })).toBeVisible();
    // The published version's text: its module was fetched, its integrity checked and run under the policy.
    await expect(page.getByText(changedTitle(index))).toBeVisible();
    await answerOn(page, 'sk', answers);
    if (index < ANSWERS.length - 1) await page.getByRole('button', { name: t.next }).click();
  }
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/onboarding/questionnaire'));
  await page.getByRole('button', { name: t.finish }).click();
  const odpovede = odpovedeOf((await sent).postData()) as unknown as { definition_sha256: string }[];
  await expect(page).toHaveURL('/steps/questionnaire-evaluation');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const publishedHashes = SECTIONS.map((id) => manifest.definitions[id]!.current.sha256);
  expect(new Set(odpovede.map((answer) => answer.definition_sha256))).toEqual(new Set(publishedHashes));
  expect(modules.map((module) => module.url).sort()).toEqual(
    SECTIONS.map((id) => `/definitions/${manifest.definitions[id]!.current.module}`).sort(),
  );
  for (const module of modules) {
    expect(module.status, module.url).toBe(200);
    expect(module.cache, module.url).toBe('public, max-age=31536000, immutable');
    expect(module.csp, `${module.url} is served with the production policy`).toContain("script-src 'self'");
  }
});
