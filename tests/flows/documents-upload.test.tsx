import { identity } from 'virtual:bundled-definition-hashes/documents-upload.js';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import definitionJson from '../../schemas/steps/documents-upload.json';
import { type Profile, callApi, keepLeadToken, profileStore, requestOnboardingToken } from '../../src/api';
import type { Lead } from '../../src/sandbox/store';
import type { Definition } from '../../src/engine';
import DocumentsUploadScreen from '../../src/flows/documents/documents-upload-screen';
import { withScreenSandbox } from '../support/screen-sandbox';
import { problemsOf } from './problems-of';
import { renderScreen } from '../support/render-screen';
import { XhrOverFetch } from '../support/xhr-over-fetch';

const definition = definitionJson as unknown as Definition;
const sandboxOf = withScreenSandbox();
const PATH = '/steps/documents-upload';

const profile: Profile = {
  lead_token: 'lead',
  referrer_url: 5,
  model: 'Leads',
  verification_status: 'success',
  risk_profile_id: 2,
  client_owner: false,
  intermediary: false,
};

const PNG_1X1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, file: File) {
  await user.upload(document.getElementById(`field__${field}__file`) as HTMLInputElement, file);
  expect(await screen.findByRole('button', { name: `Odstrániť ${file.name}` }, { timeout: 5000 })).toBeInTheDocument();
}

const file = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string) => new File([bytes], name, { type });

beforeEach(async () => {
  profileStore.set({ ...profile });
  await requestOnboardingToken();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('documents-upload definition (SPEC §3 Documents, §5)', () => {
  const id = 'file:2f1c7a3e-0000-4000-8000-00000000000';
  it('wants both sides of the identity card; the second document, the bank scan and the AML text are optional', () => {
    expect(problemsOf(definition, {}, '2025-06-15')).toEqual(['doc1_back required', 'doc1_front required']);
    expect(problemsOf(definition, { doc1_front: `${id}1`, doc1_back: `${id}2` }, '2025-06-15')).toEqual([]);
    expect(
      problemsOf(definition, { doc1_front: `${id}1`, doc1_back: `${id}2`, aml_info: 'x'.repeat(5001) }, '2025-06-15'),
    ).toEqual(['aml_info maxLength']);
  });

  it('wants the birth certificate exactly when the account is a child’s', () => {
    const adult = { doc1_front: `${id}1`, doc1_back: `${id}2`, client_owner: false };
    expect(problemsOf(definition, adult, '2025-06-15')).toEqual([]);
    expect(problemsOf(definition, { ...adult, client_owner: true }, '2025-06-15')).toEqual([
      'birth_certificate required',
    ]);
    expect(problemsOf(definition, { ...adult, client_owner: true, birth_certificate: `${id}3` }, '2025-06-15')).toEqual(
      [],
    );
  });
});

describe('the documents screen', { timeout: 60_000 }, () => {
  it('lists the provider’s contract documents as links in the current language, not the agent’s without an agent', async () => {
    renderScreen(<DocumentsUploadScreen />, PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'Nahratie dokladov' })).toBeInTheDocument();
    const contracts = screen.getByRole('region', { name: 'Zmluvné dokumenty na prečítanie' });
    const links = await within(contracts).findAllByRole('link', {}, { timeout: 5000 });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(/\/sandbox\/files\/.+-sk\.pdf$/);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveTextContent('(otvorí sa v novom okne)');
    }
    expect(screen.queryByRole('region', { name: 'Dokumenty finančného agenta' })).not.toBeInTheDocument();
    expect(screen.queryByText('Rodný list dieťaťa')).not.toBeInTheDocument();
    expect(screen.getByText(/čitateľné meno majiteľa účtu aj IBAN/)).toBeInTheDocument();
  });

  it('on the intermediary path lists the agent’s documents too', async () => {
    profileStore.update({ intermediary: true });
    renderScreen(<DocumentsUploadScreen />, PATH);
    const agent = screen.getByRole('region', { name: 'Dokumenty finančného agenta' });
    expect((await within(agent).findAllByRole('link', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
  });

  it('for a child’s account asks for the birth certificate; a save without documents says what is missing and sends nothing', async () => {
    const user = userEvent.setup();
    profileStore.update({ client_owner: true });
    renderScreen(<DocumentsUploadScreen />, PATH);
    await user.click(screen.getByRole('button', { name: 'Uložiť a pokračovať' }));
    expect(await screen.findByText('Nahrajte prednú stranu občianskeho preukazu.')).toBeInTheDocument();
    expect(screen.getByText('Nahrajte zadnú stranu občianskeho preukazu.')).toBeInTheDocument();
    expect(
      screen.getByText('Nahrajte rodný list dieťaťa. Bez neho nemôžeme otvoriť účet pre dieťa.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement?.id).toBe('field__doc1_front'));
    expect(await sandboxOf().requestCount('uploadDocuments')).toBe(0);
  });
});

/** The bodies of the uploads sent, recorded on their way to the sandbox (which keeps the files, not the form). */
function recordUploads(): FormData[] {
  const bodies: FormData[] = [];
  const real = globalThis.fetch;
  vi.stubGlobal('XMLHttpRequest', XhrOverFetch);
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes('/onboarding/upload-documents') && init?.body instanceof FormData)
      bodies.push(init.body);
    return real(input, init);
  });
  return bodies;
}

/** A lead of the sandbox standing at the documents step, logged in (lead token cookie). */
async function leadAtDocuments(child: boolean): Promise<Lead> {
  const seeded = await sandboxOf().control<{ id: string; email: string; password: string }>('leads', {
    at: 'documents',
    lang: 'sk',
    child,
  });
  keepLeadToken(await callApi('login', { body: { email: seeded.email, password: seeded.password } }));
  const lead = sandboxOf().store.leads.get(seeded.id);
  if (!lead) throw new Error('the seeded lead is missing');
  return lead;
}

// Six file fields, three uploads and a submit are slow in the test DOM on a busy machine.
describe('the documents screen sending', { timeout: 60_000 }, () => {
  it('sends the files and the AML text as multipart, never the child flag; toasts saved and e-mailed; goes on to contracts', async () => {
    const user = userEvent.setup();
    const lead = await leadAtDocuments(true);
    const bodies = recordUploads();
    profileStore.update({ client_owner: true });
    renderScreen(<DocumentsUploadScreen />, PATH);
    await choose(user, 'doc1_front', file(PNG_1X1, 'predna.png', 'image/png'));
    await choose(user, 'doc1_back', file(PNG_1X1, 'zadna.png', 'image/png'));
    await choose(user, 'scan_bank', file(PDF, 'vypis.pdf', 'application/pdf'));
    await choose(user, 'birth_certificate', file(PDF, 'rodny-list.pdf', 'application/pdf'));
    await user.type(screen.getByRole('textbox', { name: /Doplňujúce informácie/ }), 'Úspory');
    await user.click(screen.getByRole('button', { name: 'Uložiť a pokračovať' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/steps/contracts'));
    const toast = (await screen.findByText('Doklady boli uložené')).closest('[role="alert"]');
    expect(toast).toHaveTextContent('Dokumenty sme vám poslali e-mailom');
    expect(await sandboxOf().requestCount('uploadDocuments')).toBe(1);
    expect([...(bodies[0]?.keys() ?? [])].sort()).toEqual([
      'aml_info',
      'birth_certificate',
      'definition_sha256',
      'definition_version',
      'doc1_back',
      'doc1_front',
      'scan_bank',
    ]);
    // The version of the documents definition shown (issue 21): the bundled one, as no store is published here.
    expect(bodies[0]?.get('definition_version')).toBe(identity.version);
    expect(bodies[0]?.get('definition_sha256')).toBe(identity.sha256);
    // What the provider kept.
    const kept = sandboxOf().store.uploads.get(lead.id) ?? [];
    expect(kept.map((upload) => [upload.field, upload.name, upload.mime]).sort()).toEqual([
      ['birth_certificate', 'rodny-list.pdf', 'application/pdf'],
      ['doc1_back', 'zadna.png', 'image/png'],
      ['doc1_front', 'predna.png', 'image/png'],
      ['scan_bank', 'vypis.pdf', 'application/pdf'],
    ]);
    expect(lead.amlInfo).toBe('Úspory');
    expect(lead.referrerUrl).toBe(6);
    expect(profileStore.get()).toMatchObject({ referrer_url: 6 });
  });

  it('when the profile forgot the child (a reload after the identity provider), the provider’s refusal shows the birth certificate field with its message', async () => {
    const user = userEvent.setup();
    // The provider knows the account is a child's; the profile, reloaded, does not.
    await leadAtDocuments(true);
    renderScreen(<DocumentsUploadScreen />, PATH);
    await choose(user, 'doc1_front', file(PNG_1X1, 'predna.png', 'image/png'));
    await choose(user, 'doc1_back', file(PNG_1X1, 'zadna.png', 'image/png'));
    await choose(user, 'scan_bank', file(PDF, 'vypis.pdf', 'application/pdf'));
    expect(screen.queryByText('Rodný list dieťaťa')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Uložiť a pokračovať' }));

    const button = await waitFor(() => {
      const found = document.getElementById('field__birth_certificate');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(button).toHaveAttribute('aria-invalid', 'true');
    expect(button).toHaveAccessibleDescription(/Chýba povinný súbor/);
    expect(profileStore.get()).toMatchObject({ client_owner: true });
    // Nothing chosen is lost.
    expect(screen.getByText('predna.png')).toBeInTheDocument();
  });
});
