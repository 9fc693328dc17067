// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { evidenceHtml } from '../../server/registry/definitions/evidence-html';
import type { EvidenceDocument } from '../../server/registry/definitions/evidence';

const hostile = '<script>alert("x")</script>';

const document: EvidenceDocument = {
  type: 'definition-version-evidence',
  generatedAt: '2026-11-24T05:00:00.000Z',
  generatedBy: { id: 'auditor', name: 'Dušan Baláž' },
  definition: { id: 'questionnaire-a', kind: 'questionnaire-section', path: 'schemas/questionnaire/a-knowledge.json' },
  version: {
    versionNo: 2,
    semver: '1.1.0',
    sha256: 'a'.repeat(64),
    sha256Recomputed: 'a'.repeat(64),
    author: { id: 'author-1', name: 'Alena Horváthová' },
    createdAt: '2026-11-24T04:00:00.000Z',
    definition: { title: hostile },
    texts: { sk: { 'questionnaire.a.title': hostile }, en: { 'questionnaire.a.title': 'Knowledge' }, bg: {} },
  },
  changes: [
    {
      id: 1,
      author: { id: 'author-1', name: 'Alena Horváthová' },
      contributorIds: ['author-1'],
      reason: `Reason ${hostile}`,
      reference: 'ESMA35-43-3172',
      status: 'published',
      createdAt: '2026-11-24T04:00:00.000Z',
      gatesPassed: true,
      gateReport: {
        passed: true,
        gates: [{ name: 'texts', passed: true, problems: [] }],
        impact: [
          {
            goldenSet: 'golden-x',
            name: 'X',
            expectedRiskProfileId: 2,
            live: { points: 63, riskProfileId: 2 },
            proposed: { points: 64, riskProfileId: 2 },
            changed: true,
          },
        ],
      },
      reviews: [
        { reviewer: { id: 'approver', name: 'Cecília Kováčová' }, decision: 'approve', comment: hostile, at: '2026' },
      ],
      publication: null,
    },
  ],
  publications: [],
  auditEntries: [],
};

describe('the evidence page', () => {
  const page = evidenceHtml(document, 'b'.repeat(64));

  it('escapes every text a person wrote (no markup from a definition, a reason or a comment reaches the page)', () => {
    expect(page).not.toContain('<script>');
    expect(page).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });

  it("shows the document's hash, the reason, the approval and the golden sets side by side", () => {
    expect(page).toContain(`<code>${'b'.repeat(64)}</code>`);
    expect(page).toContain('ESMA35-43-3172');
    expect(page).toContain('<td>Cecília Kováčová (approver)</td><td>approve</td>');
    expect(page).toMatch(/<td>X<\/td><td>2<\/td><td>63<\/td><td>2<\/td><td>64<\/td><td>2<\/td><td>yes<\/td>/);
    expect(page).toContain('matches its content');
  });
});
