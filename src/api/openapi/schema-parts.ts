/**
 * JSON Schema pieces the provider contract's operations share (src/api/openapi/operations.ts). Plain objects,
 * so the sandbox validates with AJV and the OpenAPI document embeds them as they are.
 */
export type JsonSchema = Readonly<Record<string, unknown>>;

export const str: JsonSchema = { type: 'string' };
export const int: JsonSchema = { type: 'integer' };
export const bool: JsonSchema = { type: 'boolean' };
export const nullableInt: JsonSchema = { type: ['integer', 'null'] };

/** An object with these properties, all required unless listed in `optional`. */
export function object(properties: Record<string, JsonSchema>, optional: readonly string[] = []): JsonSchema {
  return { type: 'object', properties, required: Object.keys(properties).filter((key) => !optional.includes(key)) };
}

export function arrayOf(items: JsonSchema): JsonSchema {
  return { type: 'array', items };
}

export function ref(name: string): JsonSchema {
  return { $ref: `#/components/schemas/${name}` };
}

export const VERIFICATION_STATUSES = ['none', 'pending', 'success', 'submitted', 'declined', 'error'] as const;

/** Schemas named once in `components.schemas` and referred to by `ref(name)`. */
export const componentSchemas: Record<string, JsonSchema> = {
  ErrorAnswer: {
    ...object(
      {
        result: {
          type: 'string',
          description: 'Machine-readable result text, e.g. `wrong code`, `link already used`.',
        },
        message: { type: 'string', description: 'The explanation in the language of `?lang` (Slovak otherwise).' },
        message_sk: str,
        message_en: str,
        message_bg: str,
        field: { type: 'string', description: 'The request field the error concerns, where there is one.' },
        retry_after: {
          type: 'integer',
          minimum: 0,
          description: 'Seconds until a limited call may be repeated (429).',
        },
        limit_bytes: { type: 'integer', description: 'The largest file accepted (413).' },
      },
      ['field', 'retry_after', 'limit_bytes'],
    ),
    description: 'Every error answer: a result text and its explanation in sk, en and bg.',
  },
  ResultAnswer: object({ result: str }),
  TokenAnswer: object({ authorization_token: str }),
  VerificationStatus: { type: 'string', enum: [...VERIFICATION_STATUSES] },
  RiskProfile: object({
    id: int,
    slug: str,
    name: object({ sk: str, en: str, bg: str }),
  }),
  ContractDocument: object({ id: str, name: str, url: str }),
  QuestionnaireAnswer: object(
    {
      question: str,
      values: arrayOf(str),
      text: str,
      version: str,
      definition_version: str,
      definition_sha256: { type: 'string', pattern: '^[0-9a-f]{64}$' },
    },
    ['text', 'definition_version', 'definition_sha256'],
  ),
  SignatureToken: object({ signature_token: str }),
  SignCode: object({ signature_token: str, code: { type: 'string', pattern: '^[0-9]{6}$' } }),
};
