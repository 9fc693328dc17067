/**
 * The data of one definition's form: answers by property name. Named apart from the DOM's `FormData` (a multipart
 * body), which the app also uses.
 */
export type DefinitionData = Record<string, unknown>;
