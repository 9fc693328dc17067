// The onboarding app beside the registry, for the specs that follow a publication through to a prospect (issue 21):
// built once per run, before anything is published, and served by vite preview with the sandbox, its /definitions/
// being the very folder the registry publishes into (PUBLICATION_DIR of playwright.registry.config.ts). Nothing is
// rebuilt or restarted while a journey runs.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import {
  type Answers,
  answerOn,
  type Lang,
  odpovedeOf,
  type SeededLead,
  startQuestionnaire,
  textsIn,
} from '../e2e/questionnaire-texts';
import { loginThroughUi } from '../e2e/journey';
import { allowing } from './support/slowdown';

const registryDir = process.env.REGISTRY_E2E_DIR ?? '';
const registryPort = Number(process.env.REGISTRY_E2E_PORT ?? 6110);
// Vite's own file rather than `npx vite`: npx starts npm first, about 0.4 CPU s a server for nothing.
const VITE = 'node_modules/vite/bin/vite.js';

/** The app's preview server: where it answers, and how to stop it. */
export interface AppUnderTest {
  origin: string;
  stop: () => void;
}

/**
 * Builds the app into the run's folder (once: a later spec of the same run finds the build) and serves it on the
 * registry's port + `offset` (the identity provider has + 1), each spec on an offset of its own so that one spec's
 * server ending never races the next one's start.
 */
export async function startApp(offset: number): Promise<AppUnderTest> {
  const outDir = join(registryDir, 'app');
  if (!existsSync(join(outDir, 'index.html')))
    execFileSync(process.execPath, [VITE, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      stdio: 'inherit',
    });
  const port = registryPort + offset;
  const origin = `http://127.0.0.1:${port}`;
  const preview: ChildProcess = spawn(
    process.execPath,
    [VITE, 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', outDir],
    { env: { ...process.env, PUBLICATION_DIR: join(registryDir, 'definitions') }, stdio: 'ignore', detached: true },
  );
  // Its own process group (detached): it and anything it started end together.
  const stop = () => {
    if (preview.pid && preview.exitCode === null) process.kill(-preview.pid);
  };
  // Half-second looks for a minute (longer in a slowed run).
  for (let attempt = 0; attempt < allowing(120); attempt += 1) {
    const up = await fetch(`${origin}/actuator/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`the app's preview server did not answer on ${origin}`);
}

/** A prospect in a browser of their own: a sandbox lead at the questionnaire, logged in, the first section shown. */
export interface Prospect {
  context: BrowserContext;
  page: Page;
  lead: SeededLead;
}

/** A new prospect logs in to the app and starts the questionnaire ("Start" on its introduction), in `lang`. */
export async function prospectAtQuestionnaire(browser: Browser, app: AppUnderTest, lang: Lang): Promise<Prospect> {
  const context = await browser.newContext({ baseURL: app.origin, locale: 'sk-SK' });
  const page = await context.newPage();
  const lead = await startQuestionnaire(page, lang);
  return { context, page, lead };
}

/**
 * A new prospect the sandbox has brought to a step (`at`, as `POST /sandbox/leads` takes it, with the seed's other
 * fields, e.g. a risk profile), logged in through the login screen in `lang`.
 */
export async function prospectAtStep(
  browser: Browser,
  app: AppUnderTest,
  at: string,
  lang: Lang,
  seed: Record<string, unknown> = {},
): Promise<Prospect> {
  const context = await browser.newContext({ baseURL: app.origin, locale: 'sk-SK' });
  const page = await context.newPage();
  const lead = (await (
    await page.request.post('/sandbox/leads', { data: { at, lang, ...seed } })
  ).json()) as SeededLead;
  await page.goto('/');
  await page.evaluate((l) => localStorage.setItem('wem_locale', l), lang);
  await loginThroughUi(page, lead.email, lead.password, lang);
  return { context, page, lead };
}

/** One answer as the app sends it to the provider, with the definition it was given on. */
export interface SentDefinitionAnswer {
  question: string;
  definition_version: string;
  definition_sha256: string;
}

/**
 * Answers every section (one entry of `sections` each, the first section being shown) and finishes: the answers
 * the provider received, once the evaluation is shown.
 */
export async function answerToTheEnd(
  page: Page,
  lang: Lang,
  sections: readonly Answers[],
): Promise<SentDefinitionAnswer[]> {
  const t = textsIn(lang);
  for (const [index, answers] of sections.entries()) {
    await expect(page.getByText(t.part(index + 1), { exact: true })).toBeVisible();
    await answerOn(page, lang, answers);
    if (index < sections.length - 1) await page.getByRole('button', { name: t.next }).click();
  }
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/onboarding/questionnaire'));
  await page.getByRole('button', { name: t.finish }).click();
  const odpovede = odpovedeOf((await sent).postData()) as unknown as SentDefinitionAnswer[];
  await expect(page).toHaveURL('/steps/questionnaire-evaluation');
  return odpovede;
}

/** The definitions the sandbox kept with a lead's questionnaire (its controls' API). */
export async function keptDefinitionsOf(
  page: Page,
  leadId: string,
): Promise<{ id: string; version: string; sha256: string }[]> {
  const kept = (await (await page.request.get(`/sandbox/leads/${leadId}/questionnaire`)).json()) as {
    definitions: { id: string; version: string; sha256: string }[];
  };
  return kept.definitions;
}
