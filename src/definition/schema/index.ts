// Walking a definition's JSON Schema: every subschema (walkSchema), and the branches of one object level.
export {
  type Branch,
  type Declaration,
  declaredProperties,
  declares,
  type Guard,
  levelBranches,
} from './level-branches.ts';
export { type SchemaVisitor, walkSchema } from './walk-schema.ts';
