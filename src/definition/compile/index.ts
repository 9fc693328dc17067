// Precompiled validators (AJV standalone ES modules) of a definition: the build's and the registry's.
export {
  type CompiledModule,
  type CompileOptions,
  compileDefinitionValidators,
  conditionSubschemas,
} from './compile-definition-validators.ts';
