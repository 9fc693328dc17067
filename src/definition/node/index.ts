// Node only: reading a data folder (schemas/ and locales/). The browser never imports this folder.
export { jsonFileNames, loadQuestionDefinitions, loadScoringTable, readJsonFolder } from './data-folder.ts';
export {
  checkMetaFiles,
  lintProject,
  lintScoringFile,
  loadLintContext,
  PROJECT_ROOT,
  readDefinitionFiles,
  readTexts,
} from './project.ts';
export { canonicalHash, canonicalJson, sha256Hex } from './canonical-hash.ts';
