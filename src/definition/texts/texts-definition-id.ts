/**
 * The registry's id of the texts definition of a locale namespace (issue 23; server/registry/texts), which the app
 * and the studio look up too: `texts-` and the namespace in the registry's id alphabet (lower case, digits, dashes),
 * a capital becoming a dash and its lower case (`questionnaireFlow` -> `texts-questionnaire-flow`).
 */
export function textsDefinitionId(namespace: string): string {
  return `texts-${namespace.replace(/[A-Z]/g, (capital) => `-${capital.toLowerCase()}`)}`;
}
