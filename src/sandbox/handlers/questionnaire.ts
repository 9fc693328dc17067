import type { AnswerOf } from '../../api/types.ts';
import { checkNamedConsistency, CONSISTENCY_ID } from '../consistency-check.ts';
import type { HandlerGroup } from '../handler-context.ts';
import { registeredLead } from '../principal.ts';
import { scoringTableOf } from '../published-scoring.ts';
import { parseAnswers, scoreNamedAnswers, storedAnswers } from '../questionnaire-answers.ts';
import { readFormFields } from '../read-body.ts';
import { json } from '../reply.ts';

/** Step 4: the onboarding questionnaire, scored into a risk profile. */
export const questionnaireHandlers: HandlerGroup<'questionnaire'> = {
  questionnaire: async ({ req, services, principal }) => {
    const lead = registeredLead(principal);
    const fields = await readFormFields(req);
    const answers = parseAnswers(fields);
    // Scored with exactly the scoring table and checked with exactly the rules the request names (issue 21).
    const scoring = await scoringTableOf(services, fields);
    const { points, riskProfileId, definitions, sections } = await scoreNamedAnswers(services, answers, scoring.table);
    const consistency = await checkNamedConsistency(services, fields, answers, sections);
    lead.questionnaire = {
      answers: storedAnswers(answers),
      points,
      riskProfileId,
      filledAt: services.now(),
      definitions: [
        ...definitions,
        ...(scoring.identity ? [scoring.identity] : []),
        ...(consistency?.definition_sha256
          ? [{ id: CONSISTENCY_ID, version: consistency.version, sha256: consistency.definition_sha256 }]
          : []),
      ],
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
