// `npm run registry:verify-audit`: recomputes the audit log's hash chain in the registry's database (DATABASE_URL,
// or PGlite in REGISTRY_DATA_DIR / .registry-data when the registry is not running on it) and names the first entry
// that does not match. Exit code 0 when the chain holds, 1 when it does not, 2 when it could not be checked.
import { readConfig } from '../config.ts';
import { openDb } from '../db/open-db.ts';
import { verifyAudit } from './verify-audit.ts';

const write = (line: string) => process.stdout.write(`${line}\n`);
try {
  const config = readConfig();
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const result = await verifyAudit(db);
    if (result.ok) {
      write(`audit log intact: ${result.entries} entries, last hash ${result.headHash}`);
    } else {
      write(`audit log BROKEN at entry ${result.firstMismatch?.id}: ${result.firstMismatch?.message}`);
      write(`(${result.entries} entries before it match; last good hash ${result.headHash})`);
    }
    process.exitCode = result.ok ? 0 : 1;
  } finally {
    await db.close();
  }
} catch (error) {
  process.stderr.write(`could not verify the audit log: ${(error as Error).message}\n`);
  process.exitCode = 2;
}
