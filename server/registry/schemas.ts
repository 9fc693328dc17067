/** The API's one error body (see error-answers.ts and access-control.ts), for the routes' response schemas. */
export const errorBody = {
  type: 'object',
  required: ['error', 'message'],
  properties: {
    error: { type: 'string', description: 'A stable code, e.g. unauthenticated, session-expired, csrf, forbidden' },
    message: { type: 'string' },
  },
} as const;
