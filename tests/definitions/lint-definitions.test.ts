// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  checkMetaFiles,
  type DefinitionSource,
  formatProblem,
  type LintContext,
  lintDefinitions,
  lintProject,
  loadLintContext,
  PROJECT_ROOT,
  readDefinitionFiles,
} from '../../scripts/lint-definitions.ts';

type Json = Record<string, unknown>;

const project = loadLintContext();

// The fixtures' own texts, the same in every language unless a test takes one away.
const FIXTURE_TEXTS = [
  'fx.step.title',
  'fx.step.description',
  'fx.email',
  'fx.code',
  'fx.password',
  'fx.repeat',
  'fx.agent',
  'fx.intermediary',
  'fx.help',
  'fx.differ',
  'fx.section.title',
  'fx.q1',
  'fx.q2',
  'fx.yes',
  'fx.no',
  'faq.fxQ',
  'faq.fxA',
];
function contextWithout(language?: 'sk' | 'en' | 'bg', key?: string): LintContext {
  const texts = (lang: 'sk' | 'en' | 'bg') =>
    new Map(FIXTURE_TEXTS.filter((k) => !(lang === language && k === key)).map((k) => [k, `${lang}: ${k}`]));
  return { metaSchema: project.metaSchema, texts: { sk: texts('sk'), en: texts('en'), bg: texts('bg') } };
}
const context = contextWithout();

/** A valid step using most of the format: a conditional field, checks, a code check, next rules, FAQ. */
function step(): Json {
  return {
    $schema: '../meta/definition.schema.json',
    id: 'fixture-step',
    version: '1.0.0',
    kind: 'step',
    title: 'fx.step.title',
    description: 'fx.step.description',
    schema: {
      type: 'object',
      required: ['email', 'code', 'password', 'repeat', 'intermediary'],
      properties: {
        email: { type: 'string', title: 'fx.email', format: 'email' },
        code: { type: 'string', title: 'fx.code', pattern: '^[0-9]{6}$' },
        password: { type: 'string', title: 'fx.password', format: 'password' },
        repeat: { type: 'string', title: 'fx.repeat' },
        intermediary: { type: 'boolean', title: 'fx.intermediary' },
      },
      if: { properties: { intermediary: { const: true } }, required: ['intermediary'] },
      then: { properties: { agent: { type: 'string', title: 'fx.agent', format: 'latin' } }, required: ['agent'] },
      'x-studio': { note: 'extension keys are allowed' },
    },
    uiSchema: {
      'ui:order': ['email', 'code', '*'],
      email: { 'ui:widget': 'email', 'ui:help': 'fx.help' },
      code: {
        'ui:widget': 'codeRequest',
        'ui:options': { kind: 'email', target: 'email' },
        'ui:errorMessages': { pattern: 'fx.code' },
      },
      password: { 'ui:widget': 'password' },
      intermediary: { 'ui:widget': 'yesNo' },
      agent: { 'ui:placeholder': 'fx.agent' },
    },
    submit: { endpoint: 'fixture', encoding: 'json' },
    codeCheck: { kind: 'email', target: 'email', code: 'code' },
    checks: [{ check: 'sameAs', field: 'repeat', with: ['password'], message: 'fx.differ' }],
    next: { default: '/steps/next', rules: [{ when: { field: 'intermediary', equals: true }, to: '/steps/other' }] },
    faq: ['fx'],
  };
}

/** A valid questionnaire section: answer options with points, one asking for a free text (the field it shows). */
function section(id = 'fixture-section', slugs: [string, string] = ['q1', 'q2']): Json {
  const [first, second] = slugs;
  return {
    $schema: '../meta/definition.schema.json',
    id,
    version: '1.0.0',
    kind: 'questionnaire-section',
    title: 'fx.section.title',
    schema: {
      type: 'object',
      required: [first],
      properties: {
        [first]: {
          type: 'string',
          title: 'fx.q1',
          oneOf: [
            { const: 'yes', title: 'fx.yes', points: 12, freeText: second },
            { const: 'no', title: 'fx.no', points: -10 },
          ],
        },
      },
      allOf: [
        {
          if: { properties: { [first]: { const: 'yes' } }, required: [first] },
          then: { properties: { [second]: { type: 'string', title: 'fx.q2', maxLength: 200 } }, required: [second] },
        },
      ],
    },
  };
}

const source = (definition: Json, file = 'schemas/steps/fixture.json'): DefinitionSource => ({ file, definition });
/** The problems without their codes (src/definition/words.ts: the studio's translation, tested there). */
const lint = (...definitions: Json[]) =>
  lintDefinitions(
    definitions.map((d, i) => source(d, `fixture-${i}.json`)),
    context,
  ).map(({ words: _codes, ...problem }) => problem);
/** The definition after `edit`, which changes it in place. */
const edited = (definition: Json, edit: (d: Json) => void): Json => {
  const copy = structuredClone(definition);
  edit(copy);
  return copy;
};
// Reaches into the fixtures' JSON; the casts only say what the fixture above holds.
const at = (d: Json, ...path: (string | number)[]): Json => path.reduce<Json>((node, key) => node[key] as Json, d);

describe('the project’s definitions', () => {
  it('pass the linter, with the meta files in agreement', () => {
    const { definitions, problems } = lintProject();
    expect(problems.map(formatProblem)).toEqual([]);
    expect(definitions).toBeGreaterThanOrEqual(2);
  });

  it('each name the meta-schema for editors, and registration and personal-info are among them', () => {
    const sources = readDefinitionFiles();
    for (const { file, definition } of sources)
      expect({ file, $schema: (definition as Json).$schema }).toEqual({
        file,
        $schema: '../meta/definition.schema.json',
      });
    expect(sources.map((s) => (s.definition as Json).id)).toEqual(
      expect.arrayContaining(['registration', 'personal-info']),
    );
  });

  it('lists in widget-names.json exactly the widget names of the meta-schema', () => {
    const listed = JSON.parse(readFileSync(join(PROJECT_ROOT, 'schemas/meta/widget-names.json'), 'utf8')) as string[];
    const inMeta = ((project.metaSchema.definitions as Json).widgetName as { enum: string[] }).enum;
    expect([...inMeta].sort()).toEqual([...listed].sort());
    expect(checkMetaFiles(project)).toEqual([]);
  });

  it('npm run lint:definitions runs on this Node and prints the summary', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', './scripts/lint-definitions/register-ts.mjs', 'scripts/lint-definitions.ts'],
      { cwd: PROJECT_ROOT, encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^✓ \d+ definitions, 0 problems$/m);
    expect(run.status).toBe(0);
  });
});

describe('lintDefinitions', () => {
  it('finds nothing wrong with the valid fixtures', () => {
    expect(lint(step(), section())).toEqual([]);
  });

  it('reports a condition on an unknown field', () => {
    const broken = edited(step(), (d) => {
      at(d, 'schema', 'if', 'properties').intermediry = { const: true };
    });
    expect(lint(broken)).toEqual([
      {
        file: 'fixture-0.json',
        pointer: '/schema/if/properties/intermediry',
        message: expect.stringContaining('"intermediry" is not a property'),
      },
    ]);
  });

  it('reports a required entry naming a missing field, at the root and inside then', () => {
    const broken = edited(step(), (d) => {
      (at(d, 'schema').required as string[]).push('phone');
      at(d, 'schema', 'then').required = ['agnet'];
    });
    expect(lint(broken)).toEqual([
      {
        file: 'fixture-0.json',
        pointer: '/schema/required/5',
        message: 'required field "phone" is not a property of the schema',
      },
      {
        file: 'fixture-0.json',
        pointer: '/schema/then/required/0',
        message: 'required field "agnet" is not a property of the schema',
      },
    ]);
  });

  it('reports points outside -10..12', () => {
    const broken = edited(section(), (d) => {
      at(d, 'schema', 'properties', 'q1', 'oneOf', 0).points = 13;
    });
    expect(lint(broken)).toEqual([
      {
        file: 'fixture-0.json',
        pointer: '/schema/properties/q1/oneOf/0/points',
        message: expect.stringContaining('must be <= 12'),
      },
    ]);
  });

  it('reports points anywhere but on an answer option', () => {
    const broken = edited(section(), (d) => {
      at(d, 'schema', 'properties', 'q1').points = 1;
    });
    expect(lint(broken)).toEqual([
      {
        file: 'fixture-0.json',
        pointer: '/schema/properties/q1/points',
        message: expect.stringContaining('answer option'),
      },
    ]);
  });

  it('reports a duplicate id on the second definition', () => {
    const other = edited(section(), (d) => {
      d.id = 'fixture-step';
    });
    const problems = lintDefinitions(
      [source(step(), 'schemas/steps/a.json'), source(other, 'schemas/questionnaire/b.json')],
      context,
    );
    expect(problems).toEqual([
      {
        file: 'schemas/questionnaire/b.json',
        pointer: '/id',
        message: 'id "fixture-step" is also used by schemas/steps/a.json',
        words: { code: 'lint.idUsedTwice', params: { id: 'fixture-step', owner: 'schemas/steps/a.json' } },
      },
    ]);
  });

  it('reports a question slug used by two sections, even one declared only in a conditional branch', () => {
    const problems = lintDefinitions(
      [
        source(section('section-a', ['a1', 'a2']), 'schemas/questionnaire/a.json'),
        source(section('section-b', ['b1', 'a2']), 'schemas/questionnaire/b.json'),
      ],
      context,
    );
    expect(problems).toEqual([
      {
        file: 'schemas/questionnaire/b.json',
        pointer: '/schema/allOf/0/then/properties/a2',
        message: 'question slug "a2" is also used by schemas/questionnaire/a.json',
        words: { code: 'lint.slugUsedTwice', params: { slug: 'a2', owner: 'schemas/questionnaire/a.json' } },
      },
    ]);
  });

  it('reports a text missing in English only', () => {
    const problems = lintDefinitions([source(section(), 'q.json')], contextWithout('en', 'fx.q2'));
    expect(problems).toEqual([
      {
        file: 'q.json',
        pointer: '/schema/allOf/0/then/properties/q2/title',
        message: 'text "fx.q2" is missing or empty in en',
        words: { code: 'lint.textMissing', params: { key: 'fx.q2', languages: [{ code: 'language.en' }] } },
      },
    ]);
  });

  it('reports empty and missing texts wherever a key is used: help, error messages, free text, checks, FAQ', () => {
    const blank: LintContext = {
      ...context,
      texts: { ...context.texts, bg: new Map([...context.texts.bg, ['fx.help', '  ']]) },
    };
    const broken = edited(step(), (d) => {
      at(d, 'uiSchema', 'code', 'ui:errorMessages').pattern = 'fx.nothing';
      at(d, 'checks', 0).message = 'fx.nothing2';
      d.faq = ['fx', 'gone'];
    });
    expect(lintDefinitions([source(broken, 's.json')], blank).map(formatProblem)).toEqual([
      's.json#/uiSchema/email/ui:help: text "fx.help" is missing or empty in bg',
      's.json#/uiSchema/code/ui:errorMessages/pattern: text "fx.nothing" is missing or empty in sk, en, bg',
      's.json#/checks/0/message: text "fx.nothing2" is missing or empty in sk, en, bg',
      's.json#/faq/1: text "faq.goneQ" is missing or empty in sk, en, bg',
      's.json#/faq/1: text "faq.goneA" is missing or empty in sk, en, bg',
    ]);
    // An answer's free text is a field of the section, not a text: it must name a property.
    const freeText = edited(section(), (d) => {
      at(d, 'schema', 'properties', 'q1', 'oneOf', 0).freeText = 'q2_text';
    });
    expect(lint(freeText).map(formatProblem)).toEqual([
      'fixture-0.json#/schema/properties/q1/oneOf/0/freeText: unknown field: "q2_text" is not a property of the schema',
    ]);
  });

  it('reports an unknown widget name', () => {
    const broken = edited(step(), (d) => {
      at(d, 'uiSchema', 'email')['ui:widget'] = 'slider';
    });
    expect(lint(broken)).toEqual([
      {
        file: 'fixture-0.json',
        pointer: '/uiSchema/email/ui:widget',
        message: expect.stringMatching(/^"slider" is not a known widget name; one of: iban, /),
      },
    ]);
  });

  it('reports fields named by next rules, checks, the code check and the UI schema that do not exist', () => {
    const broken = edited(step(), (d) => {
      at(d, 'next', 'rules', 0, 'when').field = 'intermediaryPerson';
      at(d, 'checks', 0).with = ['pasword'];
      at(d, 'codeCheck').target = 'mail';
      at(d, 'uiSchema', 'code', 'ui:options').target = 'mail';
      at(d, 'uiSchema').phone = { 'ui:widget': 'phone' };
      at(d, 'uiSchema')['ui:order'] = ['email', 'cod', '*'];
    });
    expect(lint(broken).map(formatProblem)).toEqual([
      'fixture-0.json#/next/rules/0/when/field: unknown field: "intermediaryPerson" is not a property of the schema',
      'fixture-0.json#/checks/0/with/0: unknown field: "pasword" is not a property of the schema',
      'fixture-0.json#/codeCheck/target: unknown field: "mail" is not a property of the schema',
      'fixture-0.json#/uiSchema/ui:order/1: ui:order names an unknown field: "cod" is not a property of the schema',
      'fixture-0.json#/uiSchema/code/ui:options/target: unknown field: "mail" is not a property of the schema',
      'fixture-0.json#/uiSchema/phone: UI schema entry for an unknown field: "phone" is not a property of the schema',
    ]);
  });

  it('reports a misspelt keyword, a literal text and a bad version through the meta-schema', () => {
    const broken = edited(step(), (d) => {
      d.version = '1.0';
      at(d, 'schema', 'properties', 'email').requried = true;
      at(d, 'schema', 'properties', 'code').title = 'Code';
    });
    expect(lint(broken).map(formatProblem)).toEqual([
      'fixture-0.json#/version: "1.0" is not a valid version (e.g. 1.0.0)',
      'fixture-0.json#/schema/properties/email/requried: unknown keyword "requried" (not a draft-07 keyword the engine uses; extension keys start with x-)',
      'fixture-0.json#/schema/properties/code/title: "Code" is not a valid i18n key (e.g. steps.registration.email.title)',
    ]);
  });

  it('reports a schema AJV cannot compile, and an invalid regular expression', () => {
    const unresolved = edited(step(), (d) => {
      at(d, 'schema', 'properties').email = { $ref: '#/definitions/email' };
    });
    expect(lint(unresolved)).toEqual([
      { file: 'fixture-0.json', pointer: '/schema', message: expect.stringContaining('AJV cannot compile the schema') },
    ]);
    const badPattern = edited(step(), (d) => {
      at(d, 'schema', 'properties', 'code').pattern = '^[0-9{6}$';
    });
    expect(lint(badPattern)).toEqual([
      {
        file: 'fixture-0.json',
        pointer: '/schema/properties/code/pattern',
        message: expect.stringContaining('Invalid regular expression'),
      },
    ]);
  });

  it('escapes pointer tokens (RFC 6901) and reports a file that is not JSON', () => {
    const broken = edited(step(), (d) => {
      at(d, 'uiSchema')['a/b~c'] = {};
    });
    expect(lint(broken).map((p) => p.pointer)).toEqual(['/uiSchema/a~1b~0c']);
    expect(lintDefinitions([{ file: 'bad.json', parseError: 'Unexpected token' }], context).map(formatProblem)).toEqual(
      ['bad.json#: not valid JSON: Unexpected token'],
    );
  });
});
