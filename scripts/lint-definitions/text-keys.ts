// Transitional: the definition core (src/definition) is this module's home; this re-export serves the files that
// still import it here until their owners' pending edits land, then it goes.
export {
  checkTexts,
  I18N_KEY,
  type TextReference,
  textReferences,
} from '../../src/definition/texts/text-references.ts';
