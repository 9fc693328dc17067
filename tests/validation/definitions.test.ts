// @vitest-environment node
import { createSchemaUtils, type RJSFSchema } from '@rjsf/utils';
import { definitionIds, validators } from 'virtual:definition-validators.js';
import { isConsistencyDefinition } from '../../src/definition/consistency/consistency-rules';
import { type Definition, createDefinitionValidator } from '../../src/engine';

// The app's definitions, as the app imports them.
const files = import.meta.glob<Definition>(['/schemas/steps/*.json', '/schemas/questionnaire/*.json'], {
  eager: true,
  import: 'default',
});
// Forms only: the consistency rules (schemas/questionnaire/consistency.json) are no form and have their own validators.
const definitions = Object.values(files).filter((definition) => !isConsistencyDefinition(definition));

describe('the precompiled validators of the app’s definitions (virtual:definition-validators.js)', () => {
  it('has one per definition file', () => {
    expect([...definitionIds].sort()).toEqual(definitions.map((d) => d.id).sort());
  });

  it.each(definitions.map((d) => [d.id, d] as const))(
    '%s: validates with its own schema, and RJSF resolves it',
    (id, definition) => {
      const schema = definition.schema as RJSFSchema;
      const validator = createDefinitionValidator(validators[id], schema);
      const utils = createSchemaUtils(validator, schema, { constAsDefaults: 'never' });
      const state = utils.getDefaultFormState(schema, {}) as Record<string, unknown>;
      expect(() => utils.retrieveSchema(schema, state)).not.toThrow();
      expect(validator.validateFormData(state, schema).errors).toBeInstanceOf(Array);
    },
  );
});
