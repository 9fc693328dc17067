// Issue 23: the contracts step is its definition (schemas/steps/contracts.json). A consent tick added to a copy of the
// definition, with no code changed, is drawn, required before any signing request, and sent to the provider with the
// contract call.
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterAll, afterEach, expect, it, vi } from 'vitest';
import bundled from '../../schemas/steps/contracts.json';
import type { Definition } from '../../src/engine';
import { callApi, profileStore, requestOnboardingToken } from '../../src/api';
import type { DefinitionModule } from '../../src/definition/publication/publication-contract';
import { validatorRuntime } from '../../src/definition/publication/validator-runtime';
import { startSession } from '../../src/flows/auth/start-session';
import { ContractsStep } from '../../src/flows/contracts/contracts-step';
import type { SeededLead } from '../../src/sandbox/handlers/seed-lead';
import { bundledVersion, writeStore } from '../e2e/published-definitions-store';
import { renderScreen } from '../support/render-screen';
import { withScreenSandbox } from '../support/screen-sandbox';

// Under the project (node_modules is ignored by git): Vitest's module loader imports it like the app's own files.
const folder = mkdtempSync(join(process.cwd(), 'node_modules', '.contracts-definition-'));
// The sandbox reads the publication store written below (set before withScreenSandbox starts it): the step's
// submission names the published version, which the sandbox checks (issue 21).
process.env.PUBLICATION_DIR = join(folder, 'store');
const sandboxOf = withScreenSandbox();
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
  delete process.env.PUBLICATION_DIR;
});
afterEach(() => vi.restoreAllMocks());

const TICK = 'Prečítal(a) som si dokument s kľúčovými informáciami.';
const TICK_REQUIRED = 'Bez potvrdenia, že ste si prečítali kľúčové informácie, zmluvy nemožno podpísať.';
const ELECTRONIC = /Súhlasím s elektronickou komunikáciou/;
const PORTFOLIO = 'Zmluva o riadení portfólia';

/** The contracts definition with one more required consent, as a compliance officer would add it in the studio. */
function withKeyInformationConsent(): typeof bundled {
  const copy = structuredClone(bundled) as typeof bundled & {
    schema: { properties: { consents: { required: string[]; properties: Record<string, unknown> } } };
    uiSchema: { consents: Record<string, unknown> };
  };
  const consents = copy.schema.properties.consents;
  consents.properties.key_information = { type: 'boolean', title: 'contracts.keyInformation', const: true };
  consents.required.push('key_information');
  copy.uiSchema.consents.key_information = {
    'ui:widget': 'consent',
    'ui:errorMessages': { required: 'contracts.keyInformationRequired', const: 'contracts.keyInformationRequired' },
  };
  return copy;
}

/**
 * The definition published as the registry publishes it (its module with the validators compiled by the registry's
 * code, in the store the sandbox reads): the step as the screen takes it, and its identity.
 */
async function published(definition: typeof bundled) {
  const base = bundledVersion('contracts');
  const texts = structuredClone(base.texts);
  texts.sk['contracts.keyInformation'] = TICK;
  texts.sk['contracts.keyInformationRequired'] = TICK_REQUIRED;
  const version = { ...base, semver: '1.1.0', versionNo: 2, definition, texts, effectiveAt: new Date(0) };
  const written = (await writeStore(join(folder, 'store'), [{ current: version }])).get(version);
  if (!written) throw new Error('not written');
  const module = (await import(/* @vite-ignore */ join(folder, 'store', written.module))) as DefinitionModule;
  return {
    definition: definition as Definition,
    validateFns: module.createValidators(validatorRuntime) as unknown as ValidatorFunctions,
    identity: { version: '1.1.0', sha256: written.sha256 },
  };
}

/** The bodies the app sent to onboarding/contract (the sandbox answers; this only listens). */
function contractBodies(fetchSpy: { mock: { calls: unknown[][] } }): Record<string, unknown>[] {
  return fetchSpy.mock.calls
    .filter(([input]) => String(input instanceof Request ? input.url : input).includes('/onboarding/contract'))
    .map(([, init]) => JSON.parse(String((init as RequestInit | undefined)?.body ?? '{}')) as Record<string, unknown>);
}

it(
  'a consent added to the definition is drawn, required before the code is sent, and sent with the contract',
  { timeout: 40_000 },
  async () => {
    i18next.addResource('sk', 'translation', 'contracts.keyInformation', TICK);
    i18next.addResource('sk', 'translation', 'contracts.keyInformationRequired', TICK_REQUIRED);
    const definition = withKeyInformationConsent();
    const step = await published(definition);
    const lead = await sandboxOf().control<SeededLead>('leads', { at: 'contracts', intermediary: false });
    await requestOnboardingToken();
    startSession(await callApi('login', { body: { email: lead.email, password: lead.password } }));
    expect(profileStore.get()?.intermediary).toBe(false);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    renderScreen(<ContractsStep step={step} />, '/steps/contracts');

    // Drawn with the other consent, in the consents' group.
    const tick = await screen.findByRole('checkbox', { name: TICK });
    expect(within(screen.getByRole('group', { name: 'Súhlasy' })).getByRole('checkbox', { name: TICK })).toBe(tick);

    // Required: with only electronic communication ticked, no code is sent; the new tick says why and has the focus.
    await user.click(screen.getByRole('checkbox', { name: ELECTRONIC }));
    const portfolio = screen.getByRole('region', { name: PORTFOLIO });
    await user.click(within(portfolio).getByRole('button', { name: 'Poslať kód SMS správou' }));
    await waitFor(() => expect(tick).toHaveFocus());
    expect(tick).toHaveAccessibleDescription(TICK_REQUIRED);
    expect(tick).toHaveAttribute('aria-invalid', 'true');
    expect(await sandboxOf().requestCount('sendSignCode')).toBe(0);

    // Given, it is part of what the provider receives with the contract.
    await user.click(tick);
    expect(screen.queryByText(TICK_REQUIRED)).toBeNull();
    await user.click(within(portfolio).getByRole('button', { name: 'Poslať kód SMS správou' }));
    const code = await waitFor(async () => {
      const messages = await sandboxOf().control<{ to: string; code?: string }[]>('outbox');
      const sent = messages.find((message) => message.to === lead.phone && message.code);
      if (!sent?.code) throw new Error('no code yet');
      return sent.code;
    });
    await user.type(within(portfolio).getByRole('textbox', { name: /Kód z SMS/ }), code);
    await user.click(within(portfolio).getByRole('button', { name: 'Podpísať' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/steps/thank-you'));
    expect(await sandboxOf().requestCount('contract')).toBe(1);
    const [body] = contractBodies(fetchSpy);
    expect(body).toMatchObject({ electronic_communication: true, key_information: true });
    expect(body).not.toHaveProperty('portfolio');
    expect(body).not.toHaveProperty('intermediary');
    // The exact version shown, which the provider checked and kept with the lead.
    expect(body).toMatchObject({ definition_version: '1.1.0', definition_sha256: step.identity.sha256 });
  },
);
