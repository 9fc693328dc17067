import { profileStore } from '../../src/api';
import { setupI18n } from '../../src/app/i18n';
import {
  configureDefinitionsStore,
  forgetManifest,
  loadManifest,
} from '../../src/flows/shared/definitions-runtime/load-manifest';
import { draftStore } from '../../src/flows/shared/draft-store';
import { type RunningSandbox, withSandbox } from './sandbox-server';

/**
 * For a test file of screens against the sandbox: the sandbox of withSandbox (the API pointed at it, fresh state and
 * no tokens before each test), the app's texts in Slovak, and each test a new person (no drafts, no profile).
 * Answers a getter for the running sandbox.
 */
export function withScreenSandbox(): () => RunningSandbox {
  const sandboxOf = withSandbox();
  beforeAll(async () => {
    // The page has no server of its own: the publication store is looked for beside the sandbox (none there).
    configureDefinitionsStore(sandboxOf().baseUrl);
    await setupI18n('sk');
  });
  beforeEach(async () => {
    draftStore.clear();
    // As the app reads the manifest at start (index.html): a step screen then shows its definition at once (a test
    // of a store that fails says so itself).
    // Read afresh, so that it is not a read about to age past its 30 s of reuse while the test runs.
    forgetManifest();
    await loadManifest().catch(() => undefined);
  });
  afterEach(() => profileStore.set(undefined));
  return sandboxOf;
}
