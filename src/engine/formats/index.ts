// The named formats are the definition core's (src/definition/formats: pure, shared with the sandbox, the lint and
// the build); the engine's widgets and checks read them here.
export * from '../../definition/formats/index.ts';
