import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { Definition } from '../../../engine';
import { applyPublishedTexts } from './apply-published-texts';
import { DefinitionsLoadFailed } from './definitions-load-failed';
import { importVerifiedModule, type ModuleImporter } from './import-verified-module';
import { readDefinitionModule } from './read-definition-module';
import type { ChosenDefinition, RuntimeDefinition } from './types';

/** The bundled copy of a definition: its JSON (in the screen's chunk) and its validators (a chunk of their own). */
export type BundledLoader = (id: string) => Promise<{ definition: Definition; validateFns: ValidatorFunctions }>;

/**
 * The chosen version of a definition, ready for a form: the published module (integrity checked by the browser,
 * its texts laid over the bundled ones), or the bundled copy when the choice is the bundled version. A module that
 * is not the version chosen (another id or hash) is refused like one that did not load.
 */
export async function loadRuntimeDefinition(
  chosen: ChosenDefinition,
  bundled: BundledLoader,
  importer?: ModuleImporter,
): Promise<RuntimeDefinition> {
  if (!chosen.module) {
    try {
      return { chosen, ...(await bundled(chosen.id)) };
    } catch (cause) {
      throw new DefinitionsLoadFailed(chosen.id, cause);
    }
  }
  // The validator runtime's parts (AJV helpers, formats) the module names come after it, each a chunk of its own.
  const exports = await importVerifiedModule(chosen.module, importer);
  let published;
  try {
    published = await readDefinitionModule(exports);
  } catch (cause) {
    throw new DefinitionsLoadFailed(chosen.module.url, cause);
  }
  if (!published || published.definition.id !== chosen.id || published.sha256 !== chosen.sha256)
    throw new DefinitionsLoadFailed(chosen.module.url, new Error('the module is not the version the manifest names'));
  applyPublishedTexts(published.texts);
  return { chosen, definition: published.definition, validateFns: published.validateFns };
}
