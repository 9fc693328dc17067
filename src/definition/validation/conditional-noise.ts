/**
 * AJV keywords whose failure only echoes the errors of a branch ("must match "then" schema", "must match exactly one
 * schema in oneOf"): the branch's own errors (the `required` field, the value that is not an option) say what to
 * do. AJV reports a failed `then`/`else` under `if`; RJSF may name them itself.
 */
const CONDITIONAL_NOISE: ReadonlySet<string> = new Set(['if', 'then', 'else', 'oneOf', 'anyOf', 'allOf']);

/** Is an error of this keyword branch noise (see above)? */
export const isConditionalNoise = (keyword: string | undefined): boolean => CONDITIONAL_NOISE.has(keyword ?? '');

/** The errors without the branch noise (RJSF's `name` or AJV's `keyword`), for `transformErrors` and the like. */
export function dropConditionalNoise<E extends { name?: string }>(errors: readonly E[]): E[] {
  return errors.filter((error) => !isConditionalNoise(error.name));
}
