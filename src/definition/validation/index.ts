// What every AJV instance of a definition shares: options, data keywords, formats, and which errors are noise.
export {
  addDataKeywords,
  AJV_OPTIONS,
  DATA_KEYWORDS,
  dataKeywordsOf,
  isExtensionKey,
  VALIDATION_FORMATS_EXPORT,
} from './ajv-options.ts';
export { dropConditionalNoise, isConditionalNoise } from './conditional-noise.ts';
export { validationFormats } from './validation-formats.ts';
