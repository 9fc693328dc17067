import type { Definition, DefinitionData } from '../../engine';
import { verifiedTargets } from '../shared/session/verified-targets';

/** Drafts never hold a code; one this session accepted for the draft's target is shown filled in again. */
export function withAcceptedCode(definition: Definition, draft: DefinitionData): DefinitionData {
  const check = definition.codeCheck;
  if (!check) return draft;
  const code = verifiedTargets.acceptedCode(check.kind, String(draft[check.target] ?? ''));
  return code ? { ...draft, [check.code]: code } : draft;
}
