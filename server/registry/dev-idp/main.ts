// `npm start` runs this beside the app and the registry: the development identity provider on 127.0.0.1:5181.
import { openDevIdp } from './dev-idp.ts';
import { DEV_IDP_PORT } from './dev-client.ts';

const port = Number(process.env.DEV_IDP_PORT ?? DEV_IDP_PORT);
const registryUrl = (
  process.env.REGISTRY_PUBLIC_URL ?? `http://127.0.0.1:${process.env.REGISTRY_PORT ?? 5180}`
).replace(/\/$/, '');
const idp = await openDevIdp({ port });
idp.start(registryUrl);
process.stdout.write(`[dev identity provider] ${idp.issuer} (seeded staff: see the README's Registry section)\n`);
const stop = () => void idp.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
