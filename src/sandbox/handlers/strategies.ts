import type { ResultAnswer } from '../../api/types.ts';
import type { HandlerGroup } from '../handler-context.ts';
import { registeredLead } from '../principal.ts';
import { keepStepDefinition, stepDefinitionOf } from '../published-steps.ts';
import { readFormFields } from '../read-body.ts';
import { json } from '../reply.ts';
import { parseChosenStrategies, parseStatementSettings } from '../strategy-choice.ts';

/**
 * Step 5: the chosen strategies and, when sent, the statement settings; the next step is the identity
 * verification (route step 10). Both are checked before either is kept.
 */
export const strategyHandlers: HandlerGroup<'saveStrategies'> = {
  saveStrategies: async ({ req, services, principal }) => {
    const lead = registeredLead(principal);
    const fields = await readFormFields(req);
    const step = await stepDefinitionOf(services, 'saveStrategies', fields);
    const strategies = parseChosenStrategies(fields);
    const statementSettings = parseStatementSettings(fields);
    lead.strategies = strategies;
    if (statementSettings) lead.statementSettings = statementSettings;
    lead.referrerUrl = 9;
    keepStepDefinition(lead, step);
    return json({ result: 'ok' } satisfies ResultAnswer);
  },
};
