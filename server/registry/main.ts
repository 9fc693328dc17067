// `npm run registry` (and `npm start`, beside the app): the definition registry on 127.0.0.1:5180, on PGlite in
// .registry-data/ unless DATABASE_URL names a PostgreSQL server.
import { buildRegistry } from './app.ts';
import { readConfig } from './config.ts';
import { openDb } from './db/open-db.ts';

const config = readConfig();
const log = (message: string) => process.stdout.write(`[registry] ${message}\n`);
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log });
const app = await buildRegistry({
  db,
  oidc: config.oidc,
  publicUrl: config.publicUrl,
  sessionTimes: config.sessionTimes,
  publicationDir: config.publicationDir,
  logger: {
    level: process.env.REGISTRY_LOG_LEVEL ?? 'warn',
    // The path only: a query string can hold an authorization code or state.
    serializers: {
      req: (request: { method: string; url: string }) => ({ method: request.method, path: request.url.split('?')[0] }),
    },
  },
});
await app.listen({ host: config.host, port: config.port });
log(`listening on ${config.publicUrl} (OpenAPI: ${config.publicUrl}/api/openapi.json)`);
log(`publishing definitions to ${config.publicationDir} (the app serves it under /definitions/)`);
if (config.developmentIdentityProvider) log(`signing in at the development identity provider ${config.oidc.issuer}`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await app.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
