import type { Definition } from '../../engine';

// The five sections (schemas/questionnaire/*-*.json), in the order of their file names (a-…, b-…, … e-…); the
// folder's consistency rules (consistency.json, kind `consistency`) are not a section, nor in the screens' code.
const files = import.meta.glob<Definition>('../../../schemas/questionnaire/*-*.json', {
  eager: true,
  import: 'default',
});

/** The questionnaire's sections in the order a person answers them. */
export const sections: readonly Definition[] = Object.keys(files)
  .sort()
  .map((path) => files[path] as Definition)
  .filter((definition) => definition.kind === 'questionnaire-section');
