import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { Definition } from '../../../engine';
import { applyDefinitionTexts } from './apply-published-texts';
import { DefinitionsLoadFailed } from './definitions-load-failed';
import { importVerifiedModule, type ModuleImporter } from './import-verified-module';
import { readDefinitionModule } from './read-definition-module';
import type { ChosenDefinition, DefinitionTexts, RuntimeDefinition } from './types';

/** The bundled copy of a definition: its JSON (in the screen's chunk) and its validators (a chunk of their own). */
export type BundledLoader = (id: string) => Promise<{ definition: Definition; validateFns: ValidatorFunctions }>;

/** A definition's chosen version ready for a form, and (a published module) the texts it brings, not yet applied. */
export interface PreparedDefinition {
  runtime: RuntimeDefinition;
  texts?: DefinitionTexts;
}

/**
 * The chosen version of a definition, ready for a form, its texts not yet in i18next: the published module (integrity
 * checked by the browser, its validators created) or the bundled copy when the choice is the bundled version. A module
 * that is not the version chosen (another id or hash) is refused like one that did not load. Apart from the texts so
 * that it can be done ahead of the screen (the questionnaire's introduction) without laying a version's texts over
 * those of the version a started questionnaire is pinned to.
 */
export async function prepareRuntimeDefinition(
  chosen: ChosenDefinition,
  bundled: BundledLoader,
  importer?: ModuleImporter,
): Promise<PreparedDefinition> {
  if (!chosen.module) {
    try {
      return { runtime: { chosen, ...(await bundled(chosen.id)) } };
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
  return {
    runtime: { chosen, definition: published.definition, validateFns: published.validateFns },
    texts: published.texts,
  };
}

/** The chosen version of a definition, ready for a form, its texts (a published module's) laid over the bundled. */
export async function loadRuntimeDefinition(
  chosen: ChosenDefinition,
  bundled: BundledLoader,
  importer?: ModuleImporter,
): Promise<RuntimeDefinition> {
  const { runtime, texts } = await prepareRuntimeDefinition(chosen, bundled, importer);
  if (texts) applyDefinitionTexts(chosen, texts);
  return runtime;
}
