import type { RequestContext } from './handler-context.ts';
import { fail } from './http-error.ts';
import { keptStepDefinitions } from './published-steps.ts';
import { json, type Reply } from './reply.ts';

/**
 * GET /sandbox/leads/{id}/questionnaire: what the provider kept of a lead's questionnaire, with the section
 * versions it was scored with (`definitions`: id, version, SHA-256; issue 21). 404 before one was sent.
 */
export function leadQuestionnaire(ctx: RequestContext): Reply {
  const questionnaire = ctx.services.store.leads.get(ctx.params.id ?? '')?.questionnaire;
  if (!questionnaire) throw fail(404, 'not found');
  return json({
    answers: questionnaire.answers,
    points: questionnaire.points,
    risk_profile_id: questionnaire.riskProfileId,
    filled_at: new Date(questionnaire.filledAt).toISOString(),
    definitions: questionnaire.definitions ?? [],
  });
}

/**
 * GET /sandbox/leads/{id}/definitions: every definition version the provider kept with a lead (issue 21): `steps`,
 * each step's version its last accepted submission named (`version` and `sha256` null when it named none), and
 * `questionnaire`, the sections, scoring table and rules its questionnaire was scored and checked with. 404 for no
 * such lead.
 */
export function leadDefinitions(ctx: RequestContext): Reply {
  const lead = ctx.services.store.leads.get(ctx.params.id ?? '');
  if (!lead) throw fail(404, 'not found');
  return json({ steps: keptStepDefinitions(lead), questionnaire: lead.questionnaire?.definitions ?? [] });
}
