import { consistencyRulesOf, isConsistencyDefinition } from '../../../definition/consistency/consistency-rules';
import type { ConsistencyValidators } from '../../../definition/consistency/types';
import { PUBLICATION_FORMAT } from '../../../definition/publication/publication-contract';
import { validatorRuntime } from '../../../definition/publication/validator-runtime';
import { applyPublishedTexts } from '../../shared/definitions-runtime/apply-published-texts';
import { DefinitionsLoadFailed } from '../../shared/definitions-runtime/definitions-load-failed';
import { importVerifiedModule } from '../../shared/definitions-runtime/import-verified-module';
import type { ChosenDefinition } from '../../shared/definitions-runtime/types';
import type { ConsistencyRules } from './bundled-consistency';

const loaded = new Map<string, Promise<ConsistencyRules>>();

/**
 * The consistency rules of a published module (issue 21), in a chunk of its own fetched with the check: the browser
 * checks the module's integrity before it runs; its conditions come precompiled in it (`createValidators`, standalone
 * code the registry generated at publication), so the page compiles nothing; its texts are laid over the bundled
 * ones. A module that is not the version pinned (another id or hash) is refused like one that did not load.
 */
export function loadPublishedConsistency(
  chosen: ChosenDefinition & { module: NonNullable<ChosenDefinition['module']> },
) {
  const key = `${chosen.id}:${chosen.sha256}`;
  let promise = loaded.get(key);
  if (!promise) {
    promise = importVerifiedModule(chosen.module).then((exports) => {
      const { format, id, sha256, definition, texts, createValidators } = exports as Record<string, unknown>;
      if (
        format !== PUBLICATION_FORMAT ||
        id !== chosen.id ||
        sha256 !== chosen.sha256 ||
        !isConsistencyDefinition(definition) ||
        typeof createValidators !== 'function' ||
        typeof texts !== 'object' ||
        texts === null
      )
        throw new DefinitionsLoadFailed(chosen.module.url, new Error('the module is not the rules version pinned'));
      applyPublishedTexts(texts as Record<string, Record<string, string>>);
      const validators = (createValidators as (runtime: object) => ConsistencyValidators)(validatorRuntime);
      return { definition, rules: consistencyRulesOf(definition), validators };
    });
    loaded.set(key, promise);
    promise.catch(() => loaded.delete(key));
  }
  return promise;
}
