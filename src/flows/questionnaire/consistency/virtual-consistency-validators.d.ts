// The module served by build/vite-plugin-consistency-validators.ts (build, dev server and Vitest alike).
declare module 'virtual:consistency-validators.js' {
  import type { ConsistencyDefinition, ConsistencyValidators } from '../../../definition/consistency/types';
  /** schemas/questionnaire/consistency.json. */
  export const definition: ConsistencyDefinition;
  /** Its rules' conditions, precompiled, by rule key (id and condition hash). */
  export const validators: ConsistencyValidators;
}
