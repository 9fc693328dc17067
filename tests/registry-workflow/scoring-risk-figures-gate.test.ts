// The registry's gates check the scoring table's risk figures as `npm run lint:definitions` does (one check,
// scoringFileProblems): a compliance officer cannot publish figures the evaluation pages would refuse to draw. Each
// problem is stored in the change's gate report as a code the studio says in sk, en and bg.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProposedDefinition, runGates } from '../../server/registry/definitions/gates';
import { repositoryWorld } from '../../server/registry/testing/repository-world';
import { startTestRegistry, type StaffAgent, type TestRegistry } from '../../server/registry/testing/registry-harness';
import { lintScoringFile } from '../../src/definition/node/project';
import type { Words } from '../../src/definition/words';
import { wordsText } from '../../src/studio/diff/words-text';
import { createStudioI18n } from '../../src/studio/studio-i18n';

interface Figures {
  version: string;
  risk_figures: { profiles: { risk_profile_id: number; bad_year_pct: number }[] };
}

const { live, baseFiles } = repositoryWorld();
const scoring = live.find((d) => d.kind === 'scoring')!;

/** The live table at version 2 with a gain as the first profile's bad year and no figures for profile 4. */
function brokenFigures(): Figures {
  const table = structuredClone(scoring.content.definition) as Figures;
  table.version = '2';
  table.risk_figures.profiles[0]!.bad_year_pct = 4;
  table.risk_figures.profiles = table.risk_figures.profiles.filter((p) => p.risk_profile_id !== 4);
  return table;
}

const proposedScoring = (definition: Figures): ProposedDefinition => ({
  ...scoring,
  content: { ...scoring.content, definition },
  semver: definition.version,
  latestSemver: '1',
  rollback: false,
});

const said = (language: 'sk' | 'en' | 'bg', words: Words) => wordsText(createStudioI18n(language).t, words);

describe("the gates check the scoring table's risk figures", () => {
  it('fail the lint gate on figures the app cannot use, with the same problems the command line names', () => {
    const report = runGates(live, [proposedScoring(brokenFigures())], baseFiles);
    expect(report.passed).toBe(false);
    const lint = report.gates.find((gate) => gate.name === 'meta-schema-and-lint')!;
    expect(lint.passed).toBe(false);
    expect(lint.problems).toEqual(
      expect.arrayContaining([
        {
          definitionId: scoring.id,
          file: 'schemas/scoring.json',
          pointer: '/risk_figures/profiles/0/bad_year_pct',
          message: 'must be a fall: a percentage below 0',
          words: { code: 'riskFigures.badYear' },
        },
        {
          definitionId: scoring.id,
          file: 'schemas/scoring.json',
          pointer: '/risk_figures/profiles',
          message: 'no figures for risk profile 4',
          words: { code: 'riskFigures.noFigures', params: { profile: 4 } },
        },
      ]),
    );
    // One check: the command line's lint of the same file finds exactly these problems.
    const root = mkdtempSync(join(tmpdir(), 'scoring-gate-'));
    try {
      mkdirSync(join(root, 'schemas/meta'), { recursive: true });
      writeFileSync(join(root, 'schemas/meta/scoring.schema.json'), baseFiles.get('schemas/meta/scoring.schema.json')!);
      writeFileSync(join(root, 'schemas/scoring.json'), JSON.stringify(brokenFigures()));
      const ofScoring = lint.problems.filter((p) => p.file === 'schemas/scoring.json');
      expect(ofScoring.map(({ definitionId: _, ...problem }) => problem)).toEqual(lintScoringFile(root));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('pass the live table and a table whose figures are only changed within the rules', () => {
    const table = structuredClone(scoring.content.definition) as Figures;
    table.version = '2';
    table.risk_figures.profiles[3]!.bad_year_pct -= 1;
    const report = runGates(live, [proposedScoring(table)], baseFiles);
    expect(report.gates.find((gate) => gate.name === 'meta-schema-and-lint')).toMatchObject({ passed: true });
  });

  it('say each problem in sk, en and bg from its code', () => {
    const lint = runGates(live, [proposedScoring(brokenFigures())], baseFiles).gates[0]!;
    const badYear = lint.problems.find((p) => p.words?.code === 'riskFigures.badYear')!.words!;
    const noFigures = lint.problems.find((p) => p.words?.code === 'riskFigures.noFigures')!.words!;
    expect(said('en', badYear)).toBe('must be a fall: a percentage below 0');
    expect(said('sk', badYear)).toBe('musí byť pokles: percento menšie ako 0');
    expect(said('bg', badYear)).toBe('трябва да е спад: процент под 0');
    expect(said('en', noFigures)).toBe('no figures for risk profile 4');
    expect(said('sk', noFigures)).toBe('chýbajú ukazovatele rizikového profilu 4');
    expect(said('bg', noFigures)).toBe('липсват показатели за рисков профил 4');
  });
});

describe('a proposed scoring table with broken risk figures, through the API', () => {
  let registry: TestRegistry;
  let author: StaffAgent;
  let approver: StaffAgent;

  beforeAll(async () => {
    registry = await startTestRegistry();
    author = await registry.signedInAs('author-1');
    approver = await registry.signedInAs('approver');
  });
  afterAll(() => registry?.close());

  it('is proposed with a failed gate stored as codes, and cannot be approved', async () => {
    const draft = (await (await author.request(`/api/definitions/${scoring.id}/draft`)).json()) as {
      texts: object;
      etag: string;
    };
    const saved = await author.request(`/api/definitions/${scoring.id}/draft`, {
      method: 'PUT',
      headers: { 'if-match': draft.etag },
      body: { definition: brokenFigures(), texts: draft.texts },
    });
    expect(saved.status).toBe(200);
    const checked = (await (
      await author.request(`/api/definitions/${scoring.id}/draft/gates`, { method: 'POST' })
    ).json()) as { passed: boolean };
    expect(checked.passed).toBe(false);

    const proposed = await author.request('/api/changes', {
      method: 'POST',
      body: { reason: 'Figures of 2027', reference: 'TICKET-7', items: [{ definitionId: scoring.id }] },
    });
    expect(proposed.status).toBe(201);
    const { id } = (await proposed.json()) as { id: number };
    const change = (await (await approver.request(`/api/changes/${id}`)).json()) as {
      gatesPassed: boolean;
      gateReport: { gates: { name: string; passed: boolean; problems: { pointer: string; words?: Words }[] }[] };
    };
    expect(change.gatesPassed).toBe(false);
    const lint = change.gateReport.gates.find((gate) => gate.name === 'meta-schema-and-lint')!;
    expect(lint.passed).toBe(false);
    expect(lint.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          pointer: '/risk_figures/profiles/0/bad_year_pct',
          words: { code: 'riskFigures.badYear' },
        }),
        expect.objectContaining({ words: { code: 'riskFigures.noFigures', params: { profile: 4 } } }),
      ]),
    );
    const review = await approver.request(`/api/changes/${id}/reviews`, {
      method: 'POST',
      body: { decision: 'approve' },
    });
    expect(review.status).toBe(409);
  });
});
