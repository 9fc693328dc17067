import type { JSONSchema7 } from 'json-schema';

/**
 * The data with the definition's own `default` values filled in where nothing was entered yet. Only explicit
 * defaults: RJSF on its own would also answer every required yes/no question with "no", which a person must
 * answer themselves (a politically exposed person must not be "no" by default).
 */
export function withExplicitDefaults(
  schema: JSONSchema7,
  data: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...data };
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (typeof property === 'object' && property.default !== undefined && out[name] === undefined)
      out[name] = property.default;
  }
  return out;
}
