export { createDefinitionValidator, dropConditionalNoise } from './create-definition-validator';
export { AJV_OPTIONS, DATA_KEYWORDS, addDataKeywords, dataKeywordsOf, isExtensionKey } from './ajv-options';
export { runtimeValidatorOptions } from './runtime-validator-options';
