import type { ConsistencyRule } from './types.ts';

/** FNV-1a over the text, as 8 hex digits: short, stable in every runtime, and enough to tell two conditions apart. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * The key of a rule's validate function: its id and a hash of its condition. A validator compiled from another
 * condition (a definition edited or published since the build) has another key, so it is never used by mistake.
 */
export const ruleKey = (rule: Pick<ConsistencyRule, 'id' | 'when'>): string =>
  `${rule.id}#${fnv1a(JSON.stringify(rule.when))}`;
