// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lintScoringFile } from '../../node/project';
import { parseRiskFigures, riskFiguresProblems, riskierNoticeDays } from '../risk-figures';

const scoring = JSON.parse(readFileSync('schemas/scoring.json', 'utf8')) as {
  risk_figures: { profiles: { bad_year_pct: number; expected_return_pct: { min: number; max: number } }[] };
  profile_change?: unknown;
};
const copy = () => structuredClone(scoring);

describe('the risk figures of scoring.json', () => {
  it('are there for every profile of the bands, ordered from the least to the most risky', () => {
    expect(riskFiguresProblems(scoring)).toEqual([]);
    const figures = parseRiskFigures(scoring);
    expect(figures.illustrative).toBe(true);
    expect(figures.amount_eur).toBe(10000);
    expect(figures.profiles.map((p) => p.risk_profile_id)).toEqual([1, 2, 3, 4]);
  });

  it('refuse a gain as a bad year, a band upside down, a safer profile after a riskier one, a missing profile', () => {
    const gain = copy();
    gain.risk_figures.profiles[0]!.bad_year_pct = 2;
    expect(riskFiguresProblems(gain)).toContainEqual({
      pointer: '/risk_figures/profiles/0/bad_year_pct',
      message: 'must be a fall: a percentage below 0',
      words: { code: 'riskFigures.badYear' },
    });
    const upsideDown = copy();
    upsideDown.risk_figures.profiles[1]!.expected_return_pct = { min: 6, max: 2 };
    expect(riskFiguresProblems(upsideDown).map((p) => p.pointer)).toContain(
      '/risk_figures/profiles/1/expected_return_pct',
    );
    const swapped = copy();
    swapped.risk_figures.profiles[3]!.bad_year_pct = -3;
    expect(riskFiguresProblems(swapped).map((p) => p.pointer)).toContain('/risk_figures/profiles/3');
    const missing = copy();
    missing.risk_figures.profiles.pop();
    expect(riskFiguresProblems(missing)).toContainEqual({
      pointer: '/risk_figures/profiles',
      message: 'no figures for risk profile 4',
      words: { code: 'riskFigures.noFigures', params: { profile: 4 } },
    });
    expect(() => parseRiskFigures(missing)).toThrow('no figures for risk profile 4');
  });

  it('set the period of a riskier profile, 30 days when absent', () => {
    expect(riskierNoticeDays(scoring)).toBe(30);
    const without = copy();
    delete without.profile_change;
    expect(riskierNoticeDays(without)).toBe(30);
    expect(riskierNoticeDays({ ...scoring, profile_change: { riskier_notice_days: 14 } })).toBe(14);
  });

  it('are linted by npm run lint:definitions with the scoring schema', () => {
    const root = mkdtempSync(join(tmpdir(), 'scoring-lint-'));
    try {
      mkdirSync(join(root, 'schemas/meta'), { recursive: true });
      writeFileSync(
        join(root, 'schemas/meta/scoring.schema.json'),
        readFileSync('schemas/meta/scoring.schema.json', 'utf8'),
      );
      writeFileSync(join(root, 'schemas/scoring.json'), JSON.stringify(scoring));
      expect(lintScoringFile(root)).toEqual([]);
      const broken = copy() as Record<string, unknown> & typeof scoring;
      broken.risk_figures.profiles[0]!.bad_year_pct = 4;
      broken.colour = 'red';
      writeFileSync(join(root, 'schemas/scoring.json'), JSON.stringify(broken));
      const problems = lintScoringFile(root);
      expect(problems).toContainEqual(expect.objectContaining({ file: 'schemas/scoring.json', pointer: '' }));
      expect(problems).toContainEqual(
        expect.objectContaining({
          pointer: '/risk_figures/profiles/0/bad_year_pct',
          message: 'must be a fall: a percentage below 0',
        }),
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
