/** A parsed JSON object (not an array, not null): what a definition and each of its schema nodes is. */
export type JsonObject = Record<string, unknown>;

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
