import type { ResultAnswer } from '../../api/types';
import type { HandlerGroup } from '../handler-context';
import { registeredLead } from '../principal';
import { readFormFields } from '../read-body';
import { json } from '../reply';
import { parseChosenStrategies } from '../strategy-choice';

/** Step 5: the chosen strategies; the next step is the identity verification (route step 10). */
export const strategyHandlers: HandlerGroup<'saveStrategies'> = {
  saveStrategies: async ({ req, principal }) => {
    const lead = registeredLead(principal);
    lead.strategies = parseChosenStrategies(await readFormFields(req));
    lead.referrerUrl = 9;
    return json({ result: 'ok' } satisfies ResultAnswer);
  },
};
