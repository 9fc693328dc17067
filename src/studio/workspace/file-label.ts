/** A definition's path as the studio shows it: without the `schemas/` every one of them starts with. */
export const fileLabel = (path: string) => path.replace(/^schemas\//, '');
