// The bundled steps' and questionnaire sections' versions and registry hashes
// (build/vite-plugin-bundled-definition-hashes.ts).
declare module 'virtual:bundled-definition-hashes.js' {
  /** definition id -> the version it states and the SHA-256 of `{ definition, texts }` as the registry computes it. */
  export const bundledIdentities: Readonly<Record<string, { version: string; sha256: string }>>;
}

/** One bundled step's (or section's) identity alone, for the screen that renders it. */
declare module 'virtual:bundled-definition-hashes/*' {
  export const identity: { version: string; sha256: string };
}
