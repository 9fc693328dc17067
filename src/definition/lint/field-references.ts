import { type Declaration, declaredProperties, levelBranches } from '../schema/level-branches.ts';
import { pointerJoin } from '../json-pointer.ts';
import { isObject, type JsonObject } from '../json-object.ts';
import type { Report } from './types.ts';
import { words } from '../words.ts';
import { walkSchema } from '../schema/walk-schema.ts';

const notAProperty = (name: string) => `"${name}" is not a property of the schema`;
/** The same problem as a code: `lint.<code>` naming the field. */
const unknown = (code: string, name: string) => words(code, { field: words('lint.notAProperty', { name }) });

/**
 * Every place a definition names one of its fields must name a property that exists: `required` (also in
 * conditional branches and in `if`), the fields an `if` tests, `dependencies`, the UI schema's entries and
 * `ui:order`, a code request's `ui:options.target`, `next.rules[].when.field`, `checks[].field`/`with`,
 * `codeCheck.target`/`code`, an answer option's `freeText` (the field holding the text it asks for). A misspelt
 * name would otherwise make a condition never hold, a rule never fire or a text never be sent.
 */
export function checkFieldReferences(definition: JsonObject, report: Report): void {
  const schema = definition.schema;
  if (!isObject(schema)) return;
  checkLevel(schema, '/schema', report);

  const rootNames = new Set(declaredProperties(schema, '/schema').map((d) => d.name));
  const field = (value: unknown, pointer: string) => {
    if (typeof value === 'string' && !rootNames.has(value))
      report(pointer, `unknown field: ${notAProperty(value)}`, unknown('lint.unknownField', value));
  };

  const rules = isObject(definition.next) ? definition.next.rules : undefined;
  if (Array.isArray(rules)) {
    rules.forEach((rule, index) => {
      if (isObject(rule) && isObject(rule.when))
        field(rule.when.field, pointerJoin('/next/rules', index, 'when', 'field'));
    });
  }
  if (Array.isArray(definition.checks)) {
    definition.checks.forEach((check, index) => {
      if (!isObject(check)) return;
      field(check.field, pointerJoin('/checks', index, 'field'));
      if (Array.isArray(check.with))
        check.with.forEach((other, at) => field(other, pointerJoin('/checks', index, 'with', at)));
    });
  }
  if (isObject(definition.codeCheck)) {
    field(definition.codeCheck.target, '/codeCheck/target');
    field(definition.codeCheck.code, '/codeCheck/code');
  }
  checkUiNode(definition.uiSchema, '/uiSchema', [schema], field, report);
  // The answer list reads an option's text from the section's data by this name
  // (src/flows/questionnaire/answer-list.ts).
  walkSchema(schema, '/schema', (node, pointer) => {
    if ('freeText' in node) field(node.freeText, pointerJoin(pointer, 'freeText'));
  });
}

/** One object level: its `required` lists, conditions and dependencies, then each of its properties in turn. */
function checkLevel(schema: JsonObject, pointer: string, report: Report): void {
  const declarations = declaredProperties(schema, pointer);
  const names = new Set(declarations.map((d) => d.name));
  const required = (list: unknown, at: string) => {
    if (!Array.isArray(list)) return;
    list.forEach((name, index) => {
      if (typeof name === 'string' && !names.has(name))
        report(pointerJoin(at, index), `required field ${notAProperty(name)}`, unknown('lint.requiredUnknown', name));
    });
  };

  for (const { node, pointer: at } of levelBranches(schema, pointer)) {
    required(node.required, pointerJoin(at, 'required'));
    const condition = node.if;
    if (isObject(condition)) {
      if (isObject(condition.properties)) {
        for (const name of Object.keys(condition.properties)) {
          if (!names.has(name))
            report(
              pointerJoin(at, 'if', 'properties', name),
              `condition on an unknown field: ${notAProperty(name)}`,
              unknown('lint.conditionUnknown', name),
            );
        }
      }
      required(condition.required, pointerJoin(at, 'if', 'required'));
    }
    if (isObject(node.dependencies)) {
      for (const [name, dependency] of Object.entries(node.dependencies)) {
        if (!names.has(name))
          report(
            pointerJoin(at, 'dependencies', name),
            `dependency of an unknown field: ${notAProperty(name)}`,
            unknown('lint.dependencyUnknown', name),
          );
        required(dependency, pointerJoin(at, 'dependencies', name));
      }
    }
  }
  for (const declaration of declarations) checkProperty(declaration, report);
}

/** A property that is an object (or an array of objects) is a level of its own. */
function checkProperty({ schema, pointer }: Pick<Declaration, 'schema' | 'pointer'>, report: Report): void {
  checkLevel(schema, pointer, report);
  const items = schema.items;
  if (isObject(items)) checkProperty({ schema: items, pointer: pointerJoin(pointer, 'items') }, report);
  else if (Array.isArray(items)) {
    items.forEach((item, index) => {
      if (isObject(item)) checkProperty({ schema: item, pointer: pointerJoin(pointer, 'items', index) }, report);
    });
  }
}

/** A UI schema node against the schema(s) of the same data: non-`ui:` keys name properties (or `items`). */
function checkUiNode(
  ui: unknown,
  pointer: string,
  schemas: JsonObject[],
  rootField: (value: unknown, pointer: string) => void,
  report: Report,
): void {
  if (!isObject(ui)) return;
  const declarations = schemas.flatMap((schema) => declaredProperties(schema, ''));
  const names = new Set(declarations.map((d) => d.name));
  for (const [key, value] of Object.entries(ui)) {
    const at = pointerJoin(pointer, key);
    if (key === 'ui:order') {
      if (Array.isArray(value)) {
        value.forEach((name, index) => {
          if (typeof name === 'string' && name !== '*' && !names.has(name))
            report(
              pointerJoin(at, index),
              `ui:order names an unknown field: ${notAProperty(name)}`,
              unknown('lint.orderUnknown', name),
            );
        });
      }
    } else if (key === 'ui:options') {
      // A code request reads its target from the whole form's data.
      if (isObject(value)) rootField(value.target, pointerJoin(at, 'target'));
    } else if (key.startsWith('ui:')) {
      continue;
    } else if (names.has(key)) {
      checkUiNode(
        value,
        at,
        declarations.filter((d) => d.name === key).map((d) => d.schema),
        rootField,
        report,
      );
    } else if (key === 'items' && schemas.some((schema) => isObject(schema.items))) {
      checkUiNode(value, at, schemas.map((schema) => schema.items).filter(isObject), rootField, report);
    } else {
      report(at, `UI schema entry for an unknown field: ${notAProperty(key)}`, unknown('lint.uiSchemaUnknown', key));
    }
  }
}
