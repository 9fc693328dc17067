// The definition format lives in the definition core (src/definition), shared with the studio, the sandbox, the
// lint and the registry; the engine re-exports it for its own modules and its users.
export type * from '../../definition/definition-types.ts';
