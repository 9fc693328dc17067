// @vitest-environment node
import { createSchemaUtils, type RJSFSchema, type RJSFValidationError, type ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { definitionIds, validators } from 'virtual:fixture-validators.js';
import {
  type Definition,
  createDefinitionValidator,
  dropConditionalNoise,
  runtimeValidatorOptions,
} from '../../src/engine';
import conditionalStep from './fixtures/conditional-step.json';
import nestedConditions from './fixtures/nested-conditions.json';
import questionnaireSection from './fixtures/questionnaire-section.json';

type Data = Record<string, unknown>;

const step = conditionalStep as unknown as Definition;
const section = questionnaireSection as unknown as Definition;
const nested = nestedConditions as unknown as Definition;

const validStep: Data = {
  fullName: 'Jana Nováková',
  birthNumber: '780123/3540',
  iban: 'SK3112000000198742637541',
  phone: '+421 905 123 456',
  email: 'jana@example.com',
  pep: false,
  address: { sameAsPermanent: true },
};

function validatorFor(definition: Definition): ValidatorType<Data> {
  return createDefinitionValidator<Data>(validators[definition.id], definition.schema);
}

/** The errors of the form's own validation, as `property keyword` pairs (sorted). */
function errorsOf(definition: Definition, data: Data, validator = validatorFor(definition)): string[] {
  const { errors } = validator.validateFormData(data, definition.schema as RJSFSchema, undefined, (e) =>
    dropConditionalNoise(e),
  );
  return errors
    .map(
      (e) =>
        `${(e.property ?? '').replace(/^\.?/, '.')} ${e.name ?? ''}${e.name === 'format' ? `:${String((e.params as { format?: string }).format)}` : ''}`,
    )
    .sort();
}

describe('the precompiled validators of virtual:fixture-validators.js', () => {
  it('has one entry per fixture definition, holding its root schema’s validate function', () => {
    expect([...definitionIds].sort()).toEqual([
      'fixture-conditional-step',
      'fixture-nested-conditions',
      'fixture-questionnaire-section',
    ]);
    for (const id of definitionIds)
      expect(Object.values(validators[id] ?? {}).every((fn) => typeof fn === 'function')).toBe(true);
    expect(() => validatorFor(step)).not.toThrow();
  });

  it('accepts valid data', () => {
    expect(errorsOf(step, validStep)).toEqual([]);
    expect(
      errorsOf(step, {
        ...validStep,
        pep: true,
        pepRole: 'Mayor',
        address: { sameAsPermanent: false, street: 'Hlavná 1', city: 'Nitra' },
      }),
    ).toEqual([]);
    expect(errorsOf(section, { income: 'high', incomeArea: 'Software', esg: 'yes', esgShare: 'most' })).toEqual([]);
  });

  it('reports every missing required field at once', () => {
    expect(errorsOf(step, {})).toEqual([
      '.birthNumber required',
      '.email required',
      '.fullName required',
      '.iban required',
      '.pep required',
      '.phone required',
    ]);
  });

  it('checks the named formats with the engine’s functions', () => {
    const errors = errorsOf(step, {
      ...validStep,
      fullName: 'Иван Петров',
      birthNumber: '780123/3541',
      iban: 'SK3112000000198742637542',
      phone: '12',
      email: 'jana@',
      birthDate: '2001-02-30',
    });
    expect(errors).toEqual([
      '.birthDate format:date',
      '.birthNumber format:birth-number',
      '.email format:email',
      '.fullName format:latin',
      '.iban format:iban',
      '.phone format:phone',
    ]);
  });

  it('requires the conditional field when the answer is yes, not when it is no (root-level if/then)', () => {
    expect(errorsOf(step, { ...validStep, pep: true })).toEqual(['.pepRole required']);
    expect(errorsOf(step, { ...validStep, pep: false })).toEqual([]);
  });

  it('does the same for an if/then nested in an object', () => {
    expect(errorsOf(step, { ...validStep, address: { sameAsPermanent: false } })).toEqual([
      '.address.city required',
      '.address.street required',
    ]);
    expect(errorsOf(step, { ...validStep, address: { sameAsPermanent: true } })).toEqual([]);
  });

  it('handles conditions inside allOf, and a then-branch that brings its own property', () => {
    const base = { income: 'low', esg: 'no' };
    expect(errorsOf(section, base)).toEqual([]);
    expect(errorsOf(section, { ...base, income: 'high' })).toEqual(['.incomeArea required']);
    expect(errorsOf(section, { ...base, esg: 'yes' })).toEqual(['.esgShare required']);
    // The oneOf echo is branch noise, dropped as the form drops it: the option's own error stays.
    expect(errorsOf(section, { ...base, esg: 'yes', esgShare: 'all' })).toEqual(['.esgShare const']);
  });

  it('handles an if/then inside a then-branch and inside array items', () => {
    expect(errorsOf(nested, { esg: 'no' })).toEqual([]);
    expect(errorsOf(nested, { esg: 'yes', esgShare: 'some' })).toEqual([]);
    expect(errorsOf(nested, { esg: 'yes', esgShare: 'most' })).toEqual(['.esgFund required']);
    expect(errorsOf(nested, { esg: 'yes', esgShare: 'most', esgFund: 'ab' })).toEqual(['.esgFund minLength']);
    expect(
      errorsOf(nested, {
        esg: 'no',
        residencies: [{ country: 'SK' }, { country: 'CZ' }, { country: 'AT', tin: 'AT123' }],
      }),
    ).toEqual(['.residencies.1.tin required']);
  });

  it('dropConditionalNoise drops the form-level "must match then schema" line and nothing else', () => {
    const { errors } = validatorFor(step).validateFormData({ ...validStep, pep: true }, step.schema as RJSFSchema);
    expect(errors.map((e) => e.name).sort()).toEqual(['if', 'required']);
    expect(errors.find((e) => e.name === 'if')).toMatchObject({ property: '', message: 'must match "then" schema' });
    expect(dropConditionalNoise(errors).map((e: RJSFValidationError) => e.name)).toEqual(['required']);
  });

  it('reports what a validator compiled at run time with the shared options reports', () => {
    const samples: [Definition, Data][] = [
      [step, {}],
      [step, validStep],
      [step, { ...validStep, pep: true, fullName: 'Ω', address: { sameAsPermanent: false, street: 'Ω' } }],
      [step, { ...validStep, phone: 7, pep: 'yes', address: 'none' }],
      [section, { income: 'high', esg: 'yes', esgShare: 'none', incomeArea: 'Ω'.repeat(201) }],
      [section, { income: 'nothing' }],
    ];
    for (const [definition, data] of samples) {
      const atRunTime = customizeValidator<Data>(runtimeValidatorOptions(definition.schema));
      expect(errorsOf(definition, data)).toEqual(errorsOf(definition, data, atRunTime));
    }
  });

  it('refuses a schema that is not the compiled one (a translated title)', () => {
    const translated = { ...step.schema, title: 'Osobné údaje' };
    expect(() => createDefinitionValidator(validators[step.id], translated)).toThrow(
      /not the one compiled at build time/,
    );
    expect(() => createDefinitionValidator(undefined, step.schema)).toThrow(/no precompiled validators/);
  });
});

describe('RJSF resolving conditional schemas with the precompiled validator (no compiling at run time)', () => {
  // The precompiled validator throws "No precompiled validator function was found" for any subschema RJSF asks
  // about that was not compiled at build time; these walk what a form does with each answer.
  const answers: Record<string, Data[]> = {
    [step.id]: [
      {},
      validStep,
      { pep: true },
      { pep: false },
      { address: { sameAsPermanent: false } },
      { address: { sameAsPermanent: true }, pep: true, pepRole: 'x' },
      { pep: 'junk', address: 3 },
    ],
    [section.id]: [
      {},
      { income: 'high' },
      { esg: 'yes' },
      { esg: 'yes', esgShare: 'most', income: 'high', incomeArea: 'IT' },
      { esg: 'no', esgShare: 'most' },
      { income: 7 },
    ],
    [nested.id]: [
      {},
      { esg: 'yes' },
      { esg: 'yes', esgShare: 'most' },
      { esg: 'yes', esgShare: 'most', esgFund: 'Fund' },
      { residencies: [{}, { country: 'CZ' }, { country: 'SK', tin: 'x' }] },
    ],
  };

  it.each([step, section, nested])('resolves, defaults, trims and validates every answer of $id', (definition) => {
    const schema = definition.schema as RJSFSchema;
    const validator = validatorFor(definition);
    const utils = createSchemaUtils<Data>(validator, schema, { constAsDefaults: 'never' });
    for (const data of answers[definition.id] ?? []) {
      const resolved = utils.retrieveSchema(schema, data);
      expect(resolved.if).toBeUndefined();
      for (const [name, property] of Object.entries(resolved.properties ?? {})) {
        const value = data[name];
        const sub = utils.retrieveSchema(property as RJSFSchema, value as Data | undefined);
        if (sub.type === 'array' && sub.items && Array.isArray(value))
          for (const item of value as Data[]) utils.retrieveSchema(sub.items as RJSFSchema, item);
      }
      const state = utils.getDefaultFormState(schema, data) as Data;
      expect(() => utils.omitExtraData(schema, state)).not.toThrow();
      expect(() => validator.validateFormData(state, schema)).not.toThrow();
    }
  });

  it('merges a then-branch only when its condition holds, nested ones too', () => {
    const keys = (definition: Definition, data: Data) => {
      const schema = definition.schema as RJSFSchema;
      return Object.keys(
        createSchemaUtils<Data>(validatorFor(definition), schema).retrieveSchema(schema, data).properties ?? {},
      );
    };
    expect(keys(section, { esg: 'yes' })).toContain('esgShare');
    expect(keys(section, { esg: 'no' })).not.toContain('esgShare');
    expect(keys(nested, { esg: 'yes', esgShare: 'some' })).not.toContain('esgFund');
    expect(keys(nested, { esg: 'yes', esgShare: 'most' })).toEqual(expect.arrayContaining(['esgShare', 'esgFund']));
  });
});
