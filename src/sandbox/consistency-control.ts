import type { RequestContext } from './handler-context.ts';
import { fail } from './http-error.ts';
import { json, type Reply } from './reply.ts';

/**
 * GET /sandbox/leads/{id}/consistency: what the provider kept of the check of a lead's questionnaire answers as a
 * whole (consistency-check.ts): the rules file's id and version, the confirmed rules, the rules for an adviser's
 * review and within how many working days. 404 before a questionnaire was sent; null without consistency rules.
 */
export function leadConsistency(ctx: RequestContext): Reply {
  const questionnaire = ctx.services.store.leads.get(ctx.params.id ?? '')?.questionnaire;
  if (!questionnaire) throw fail(404, 'not found');
  return json({ consistency: questionnaire.consistency ?? null });
}
