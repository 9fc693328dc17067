export { createDefinitionValidator } from './create-definition-validator';
// The AJV options, data keywords and the conditional-noise filter are the definition core's (the build, the lint
// and the registry compile with the same); the engine's users find them here too.
export { dropConditionalNoise } from '../../definition/validation/conditional-noise';
export {
  AJV_OPTIONS,
  DATA_KEYWORDS,
  addDataKeywords,
  dataKeywordsOf,
  isExtensionKey,
} from '../../definition/validation/ajv-options';
export { runtimeValidatorOptions } from './runtime-validator-options';
