// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { DefinitionContent } from '../../server/registry/definitions/definition-content';
import { type ProposedDefinition, runGates } from '../../server/registry/definitions/gates';
import { repositoryWorld } from '../../server/registry/testing/repository-world';

const { live, baseFiles } = repositoryWorld();
const sectionA = live.find((d) => d.id === 'questionnaire-a')!;
const goldenSets = live
  .filter((d) => d.kind === 'golden-set')
  .map((d) => ({
    id: d.id,
    set: d.content.definition as { name: string; answers: Record<string, unknown>; points: number },
  }));
/** The points answer `answer` of question a1 is worth in the live section A. */
const livePointsOfA1 = (answer: string) =>
  (
    sectionA.content.definition as { schema: { properties: { a1: { oneOf: { const: string; points: number }[] } } } }
  ).schema.properties.a1.oneOf.find((o) => o.const === answer)!.points;

/** Section A at version 1.1.0 with answer a1 `answer` worth `points`, and any further edit. */
function editedA(
  points: number,
  edit: (content: DefinitionContent) => void = () => {},
  answer = 'university',
): ProposedDefinition {
  const content = structuredClone(sectionA.content) as DefinitionContent & {
    definition: { version: string; schema: { properties: { a1: { oneOf: { const: string; points: number }[] } } } };
  };
  content.definition.version = '1.1.0';
  content.definition.schema.properties.a1.oneOf.find((o) => o.const === answer)!.points = points;
  edit(content);
  return { ...sectionA, content, semver: '1.1.0', latestSemver: '1.0.0', rollback: false };
}

describe('the gates of a change', () => {
  it('pass the live definitions unchanged, and every golden set scores the same on both sides', () => {
    const report = runGates(live, [], baseFiles);
    expect(report.gates.filter((gate) => !gate.passed)).toEqual([]);
    expect(report.impact).toHaveLength(goldenSets.length);
    expect(report.impact.every((row) => !row.changed && row.live?.points === row.proposed?.points)).toBe(true);
  });

  it("pass a change of an answer's points and its Bulgarian text that no golden set's score depends on", () => {
    const text = (c: DefinitionContent) => (c.texts.bg['questionnaire.a.a1.answers.secondary'] = 'Средно (ново)');
    const report = runGates(live, [editedA(1, text, 'secondary')], baseFiles);
    expect(report.gates.filter((gate) => !gate.passed)).toEqual([]);
    expect(report.passed).toBe(true);
    expect(report.impact.some((row) => row.changed)).toBe(false);
  });

  it('fail a golden set whose pinned points change, with its score under the live and the proposed version', () => {
    // Every golden set answering a1 "university" moves by the same points as the answer; the others stay.
    const delta = 4 - livePointsOfA1('university');
    expect(delta).not.toBe(0);
    const moved = goldenSets.filter(({ set }) => set.answers.a1 === 'university');
    expect(moved.map(({ id }) => id)).toContain('golden-balanced-employee');
    const report = runGates(live, [editedA(4)], baseFiles);
    expect(report.passed).toBe(false);
    expect(report.gates.find((g) => g.name === 'golden-sets')?.problems).toEqual(
      moved.map(({ id, set }) =>
        expect.objectContaining({
          definitionId: id,
          message: expect.stringContaining(`scores ${set.points + delta} points, expected ${set.points}`),
        }),
      ),
    );
    for (const { id, set } of moved)
      expect(report.impact.find((row) => row.goldenSet === id)).toMatchObject({
        live: { points: set.points },
        proposed: { points: set.points + delta },
        changed: true,
      });
    expect(report.impact.filter((row) => row.changed)).toHaveLength(moved.length);
    expect(report.impact.find((row) => row.goldenSet === 'golden-balanced-employee')).toMatchObject({
      live: { riskProfileId: 2 },
      proposed: { riskProfileId: 2 },
    });
  });

  it('fail when a text is missing in English, naming the key', () => {
    const report = runGates(
      live,
      [editedA(2, (c) => delete c.texts.en['questionnaire.a.a1.answers.university'])],
      baseFiles,
    );
    expect(report.passed).toBe(false);
    expect(report.gates.find((gate) => gate.name === 'texts')?.problems).toEqual([
      expect.objectContaining({ message: 'text "questionnaire.a.a1.answers.university" is missing or empty in en' }),
    ]);
  });

  it('fail a golden set whose risk profile changes, a version not raised, and a definition the meta-schema refuses', () => {
    const report = runGates(
      live,
      [
        { ...editedA(60), semver: '1.0.0' },
        {
          ...live.find((d) => d.id === 'login')!,
          content: { ...live.find((d) => d.id === 'login')!.content, definition: { id: 'login', kind: 'step' } },
          semver: '2.0.0',
          latestSemver: '1.0.0',
          rollback: false,
        },
      ],
      baseFiles,
    );
    const failed = Object.fromEntries(report.gates.map((gate) => [gate.name, gate.passed]));
    expect(failed).toEqual({ 'meta-schema-and-lint': false, texts: true, 'golden-sets': false, version: false });
    expect(report.gates.find((g) => g.name === 'golden-sets')?.problems[0]?.message).toMatch(/yields risk profile/);
  });

  it('let a rollback state an earlier version', () => {
    const rollback = { ...sectionA, semver: '1.0.0', latestSemver: '1.1.0', rollback: true };
    expect(runGates(live, [rollback], baseFiles).passed).toBe(true);
  });
});
