// What the consistency check needs once the last section is submitted, in a chunk of its own (load-check-parts.ts):
// the rules and their precompiled conditions, the contradictions screen and the notice, the outcome sent, the focus
// on a question a contradiction links to. The questionnaire's first
// screen carries none of it (its script budget); it is fetched while the last section is answered.
export { consistencyOutcome } from '../../../definition/consistency/evaluate-consistency';
export { bundledConsistency } from './bundled-consistency';
export { focusQuestion } from './focus-question';
export { ContradictionsScreen } from './contradictions-screen';
export { contradictionsOf } from './contradictions-of';
export { OpenContradictionsNotice } from './open-contradictions-notice';
export { questionPlacesOf } from './question-places';
