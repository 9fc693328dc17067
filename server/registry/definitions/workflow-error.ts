/** A refusal of the workflow, with the HTTP status the API answers and, for a conflict, both sides in `body`. */
export class WorkflowError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'WorkflowError';
  }
}
