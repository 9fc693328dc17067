import type { AnswerOf } from '../../api/types.ts';
import { checkConsistency } from '../consistency-check.ts';
import type { HandlerGroup } from '../handler-context.ts';
import { registeredLead } from '../principal.ts';
import { parseAnswers, scoreNamedAnswers, storedAnswers } from '../questionnaire-answers.ts';
import { readFormFields } from '../read-body.ts';
import { json } from '../reply.ts';

/** Step 4: the onboarding questionnaire, scored into a risk profile. */
export const questionnaireHandlers: HandlerGroup<'questionnaire'> = {
  questionnaire: async ({ req, services, principal }) => {
    const lead = registeredLead(principal);
    const fields = await readFormFields(req);
    const answers = parseAnswers(fields);
    const { points, riskProfileId, definitions } = await scoreNamedAnswers(services, answers);
    const consistency = checkConsistency(services.schemasDir, fields, answers);
    lead.questionnaire = {
      answers: storedAnswers(answers),
      points,
      riskProfileId,
      filledAt: services.now(),
      definitions,
      ...(consistency ? { consistency } : {}),
    };
    lead.riskProfileId = riskProfileId;
    lead.referrerUrl = 4;
    const answer: AnswerOf<'questionnaire'> = {
      result: 'ok',
      risk_profile_id: riskProfileId,
      // Only when a review rule fired: a provider without consistency rules answers as before.
      ...(consistency && consistency.review.length > 0 ? { adviser_review: true } : {}),
    };
    return json(answer);
  },
};
