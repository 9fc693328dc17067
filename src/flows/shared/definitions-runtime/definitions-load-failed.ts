/**
 * The manifest or a definition's module could not be loaded (network, 404, a module whose integrity the browser
 * refused): the screen says so with a retry. Never answered with another version instead (issue 21).
 */
export class DefinitionsLoadFailed extends Error {
  constructor(what: string, cause?: unknown) {
    super(`definitions: ${what} could not be loaded`, { cause });
    this.name = 'DefinitionsLoadFailed';
  }
}
