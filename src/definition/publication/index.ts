/** The publication store's contract (types and constants only; the validator runtime is imported on its own). */
export * from './publication-contract.ts';
