import { appendAudit } from '../audit/append-audit.ts';
import type { Staff } from '../auth/roles.ts';
import type { Db } from '../db/db.ts';
import { canonicalHash } from '../../../src/definition/node/canonical-hash.ts';
import { nextMinor, statedVersion } from './definition-content.ts';
import { baseFiles, getDefinition, listVersions, liveWorld } from './definition-store.ts';
import { readDraft } from './drafts.ts';
import { type GateReport, runGates } from './gates.ts';

/**
 * The gates a draft would meet if proposed alone now, without proposing it: what the studio shows while the author
 * works. Recorded in the audit log like every gate run.
 */
export async function checkDraft(db: Db, staff: Staff, definitionId: string): Promise<GateReport & { sha256: string }> {
  const definition = await getDefinition(db, definitionId);
  const now = new Date();
  const draft = await readDraft(db, definitionId, now);
  const latest = (await listVersions(db, definitionId)).at(-1);
  const report = runGates(
    await liveWorld(db, now),
    [
      {
        ...definition,
        content: { definition: draft.definition, texts: draft.texts },
        semver: statedVersion(draft.definition) ?? nextMinor(latest?.semver ?? '1.0.0'),
        ...(latest ? { latestSemver: latest.semver } : {}),
        rollback: false,
      },
    ],
    await baseFiles(db),
  );
  await appendAudit(db, {
    actor: staff.id,
    action: 'draft.gates',
    subject: `definition:${definitionId}`,
    before: draft.sha256,
    after: canonicalHash(report),
    reason: report.passed ? 'all gates passed' : 'a gate failed',
    detail: { revision: draft.revision, failed: report.gates.filter((gate) => !gate.passed).map((gate) => gate.name) },
  });
  return { ...report, sha256: draft.sha256 };
}
