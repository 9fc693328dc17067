import type { Logger, Plugin } from 'vite';
import { API_PREFIX } from '../api/endpoints.ts';
import { createSandbox, type Sandbox } from './create-sandbox.ts';

/**
 * Mounts one provider sandbox in Vite's dev and preview servers, on the app's own origin, and prints every
 * e-mail and SMS it "sends" in the terminal.
 */
export function sandboxPlugin(): Plugin {
  let logger: Logger | undefined;
  let sandbox: Sandbox | undefined;
  const log = (line: string, timestamp = true): void => {
    if (logger) logger.info(line, { timestamp });
    else console.log(line);
  };
  // Created on first mount, so `vite build` neither seeds a store nor hashes passwords.
  const mount = (attach: (middleware: Sandbox['middleware']) => void): void => {
    // Answers are checked against the OpenAPI document; the end-to-end tests fail on any that is not as documented.
    sandbox ??= createSandbox({ log: (line) => log(line), checkAnswers: true });
    attach(sandbox.middleware);
    log(`  ➜  Provider sandbox: ${API_PREFIX} (outbox at /sandbox/outbox)`, false);
  };

  return {
    name: 'provider-sandbox',
    configResolved(config) {
      logger = config.logger;
    },
    configureServer(server) {
      mount((middleware) => server.middlewares.use(middleware));
    },
    configurePreviewServer(server) {
      mount((middleware) => server.middlewares.use(middleware));
    },
  };
}
