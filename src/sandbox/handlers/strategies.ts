import type { ResultAnswer } from '../../api/types.ts';
import type { HandlerGroup } from '../handler-context.ts';
import { registeredLead } from '../principal.ts';
import { readFormFields } from '../read-body.ts';
import { json } from '../reply.ts';
import { parseChosenStrategies } from '../strategy-choice.ts';

/** Step 5: the chosen strategies; the next step is the identity verification (route step 10). */
export const strategyHandlers: HandlerGroup<'saveStrategies'> = {
  saveStrategies: async ({ req, principal }) => {
    const lead = registeredLead(principal);
    lead.strategies = parseChosenStrategies(await readFormFields(req));
    lead.referrerUrl = 9;
    return json({ result: 'ok' } satisfies ResultAnswer);
  },
};
