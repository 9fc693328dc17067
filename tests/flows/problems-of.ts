import type { RJSFSchema } from '@rjsf/utils';
import { validators } from 'virtual:definition-validators.js';
import {
  type CheckName,
  checks,
  type Definition,
  createDefinitionValidator,
  dropConditionalNoise,
} from '../../src/engine';

export type Data = Record<string, unknown>;

/**
 * What is wrong with `data` for a definition, as the form would say it: schema errors as `field keyword` (format
 * errors as `field format:name`), sorted, then the failed cross-field checks as `field message`, judged on `today`.
 */
export function problemsOf(definition: Definition, data: Data, today: string): string[] {
  const validator = createDefinitionValidator<Data>(validators[definition.id], definition.schema);
  const { errors } = validator.validateFormData(data, definition.schema as RJSFSchema, undefined, (e) =>
    dropConditionalNoise(e),
  );
  const schemaErrors = errors.map((e) => {
    const format = e.name === 'format' ? `:${String((e.params as { format?: string }).format)}` : '';
    return `${(e.property ?? '').replace(/^\./, '')} ${e.name ?? ''}${format}`;
  });
  const failedChecks = (definition.checks ?? [])
    .filter(
      (rule) =>
        !checks[rule.check as CheckName](
          data[rule.field],
          (rule.with ?? []).map((name) => data[name]),
          today,
        ),
    )
    .map((rule) => `${rule.field} ${rule.message}`);
  return [...schemaErrors.sort(), ...failedChecks];
}
