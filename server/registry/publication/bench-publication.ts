// `npm run bench` (BENCH_PARTS=publication): how long publishing the whole questionnaire takes in the registry, and
// the size of each published module. Every questionnaire section is changed (a text in sk, en and bg and its version),
// proposed as one change (the gates: meta-schema and lint, texts, golden sets and their impact), approved by someone
// else and published now, which compiles each section's validators with the definition core and writes the modules
// and the manifest to a publication store. The registry's functions on PGlite in memory, as the API calls them
// (HTTP adds about a millisecond). Environment: BENCH_PUBLICATION_ROUNDS (3; the median is the figure).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Staff } from '../auth/roles.ts';
import { openPgliteDb } from '../db/pglite-db.ts';
import { runMigrations } from '../db/run-migrations.ts';
import { proposeChange, publishChange, reviewChange } from '../definitions/changes.ts';
import { nextMinor } from '../definitions/definition-content.ts';
import { listDefinitions } from '../definitions/definition-store.ts';
import { readDraft, saveDraft } from '../definitions/drafts.ts';
import { importRepository } from '../definitions/import-repository.ts';
import { attachPublicationStore } from './publication-store.ts';
import { type StoreWrite, writePublicationStore } from './write-publication-store.ts';

const ROUNDS = Number(process.env.BENCH_PUBLICATION_ROUNDS ?? 3);
const AUTHOR: Staff = { id: 'bench-author', name: 'Bench Author', roles: ['author'] };
const APPROVER: Staff = { id: 'bench-approver', name: 'Bench Approver', roles: ['approver'] };
const write = (line: string) => process.stdout.write(`${line}\n`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const store = mkdtempSync(join(tmpdir(), 'bench-publication-'));
const db = await openPgliteDb();
try {
  await runMigrations(db);
  await importRepository(db, fileURLToPath(new URL('../../..', import.meta.url)));
  const coldStart = performance.now();
  const first = await writePublicationStore(db, store, new Date());
  const coldMs = performance.now() - coldStart;
  let last: StoreWrite | undefined;
  attachPublicationStore(db, store, (result) => (last = result));
  const sections = (await listDefinitions(db)).filter((d) => d.kind === 'questionnaire-section').map((d) => d.id);

  const rounds: { gatesMs: number; publishMs: number }[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    for (const id of sections) {
      const draft = await readDraft(db, id);
      const definition = { ...(draft.definition as Record<string, unknown>) };
      definition.version = nextMinor(String(definition.version ?? '1.0.0'));
      const texts = structuredClone(draft.texts);
      for (const language of ['sk', 'en', 'bg'] as const) {
        const key = Object.keys(texts[language])[0];
        if (key) texts[language][key] = `${texts[language][key]} (${round})`;
      }
      await saveDraft(db, AUTHOR, id, { definition, texts, ifMatch: draft.etag });
    }
    const proposing = performance.now();
    const change = await proposeChange(db, AUTHOR, {
      reason: 'Bench: the whole questionnaire',
      reference: 'BENCH',
      items: sections.map((definitionId) => ({ definitionId })),
    });
    const gatesMs = performance.now() - proposing;
    if (!change.gatesPassed) throw new Error(`the gates failed: ${JSON.stringify(change.gateReport).slice(0, 400)}`);
    await reviewChange(db, APPROVER, change.id, { decision: 'approve', comment: 'bench' });
    const publishing = performance.now();
    await publishChange(db, APPROVER, change.id, {});
    const publishMs = performance.now() - publishing;
    if (last?.modulesWritten.length !== sections.length)
      throw new Error(`expected ${sections.length} new modules, the store wrote ${last?.modulesWritten.length ?? 0}`);
    rounds.push({ gatesMs, publishMs });
  }

  const gates = median(rounds.map((r) => r.gatesMs));
  const publish = median(rounds.map((r) => r.publishMs));
  write(`\n== Publishing the whole questionnaire (${sections.length} sections), median of ${ROUNDS} rounds`);
  write(`  propose (gates: lint, texts, golden sets, impact)  ${gates.toFixed(0).padStart(6)} ms`);
  write(`  publish (compile validators, write modules + manifest) ${publish.toFixed(0).padStart(6)} ms`);
  write(`  together                                      ${(gates + publish).toFixed(0).padStart(6)} ms`);
  write(
    `  first start, every definition (${Object.keys(first.manifest.definitions).length} modules) compiled and written: ` +
      `${coldMs.toFixed(0)} ms`,
  );
  write('\n== Published modules (as the manifest names them now): size, and gzip as a browser fetches it');
  const manifest = last?.manifest ?? first.manifest;
  for (const [id, entry] of Object.entries(manifest.definitions)) {
    const bytes = readFileSync(join(store, entry.current.module));
    write(`  ${id.padEnd(26)} ${kb(bytes.length).padStart(9)} ${kb(gzipSync(bytes).length).padStart(9)} gzip`);
  }
  const manifestBytes = readFileSync(join(store, 'manifest.json'));
  write(
    `  ${'manifest.json'.padEnd(26)} ${kb(manifestBytes.length).padStart(9)} ${kb(gzipSync(manifestBytes).length).padStart(9)} gzip`,
  );
} finally {
  await db.close();
  rmSync(store, { recursive: true, force: true });
}
