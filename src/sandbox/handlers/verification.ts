import { randomUUID } from 'node:crypto';
import type { AnswerOf } from '../../api/types.ts';
import { asLang, type HandlerGroup, type RequestContext } from '../handler-context.ts';
import { fail } from '../http-error.ts';
import { IDP_OUTCOMES, type IdpOutcome, idpGonePage, idpPage } from '../idp-page.ts';
import { registeredLead } from '../principal.ts';
import { readFormFields, readJsonObject } from '../read-body.ts';
import { requiredRawString } from '../fields.ts';
import { bytes, json, redirect, type Reply } from '../reply.ts';

const SESSION_TTL_MS = 60 * 60_000;
const HTML_HEADERS = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
};

function html(text: string, status = 200): Reply {
  return bytes(Buffer.from(text, 'utf8'), 'text/html; charset=utf-8', status, HTML_HEADERS);
}

/** Step 10 (before documents): sends the lead to the identity provider, then reports the outcome. */
export const verificationHandlers: HandlerGroup<'startVerification' | 'verificationStatus'> = {
  startVerification: async ({ req, url, services, principal, origin }) => {
    const lead = registeredLead(principal);
    const body = await readJsonObject(req);
    const lang = asLang(url.searchParams.get('lang')) ?? asLang(body.lang) ?? lead.lang;
    const sessionId = randomUUID();
    services.store.idpSessions.set(sessionId, { leadId: lead.id, lang, expiresAt: services.now() + SESSION_TTL_MS });
    lead.verificationStatus = 'pending';
    lead.referrerUrl = 9;
    // A test can make the provider answer another address (POST /sandbox/idp-url) to see the app refuse it.
    const answer: AnswerOf<'startVerification'> = {
      url: services.store.idpUrlOverride ?? `${origin}/sandbox/idp/${sessionId}?lang=${lang}`,
    };
    return json(answer);
  },

  verificationStatus: ({ principal }) => {
    const lead = registeredLead(principal);
    const answer: AnswerOf<'verificationStatus'> = {
      verification_status: lead.verificationStatus,
      referrer_url: lead.referrerUrl,
      risk_profile_id: lead.riskProfileId,
      client_owner: lead.clientOwner,
      intermediary: lead.intermediaryPerson,
    };
    return json(answer);
  },
};

function liveSession(ctx: RequestContext): { leadId: string } | undefined {
  const id = ctx.params.session ?? '';
  const session = ctx.services.store.idpSessions.get(id);
  if (!session || session.expiresAt <= ctx.services.now() || !ctx.services.store.leads.has(session.leadId)) {
    return undefined;
  }
  return session;
}

/** GET /sandbox/idp/<session>: the identity provider's page. */
export function showIdpPage(ctx: RequestContext): Reply {
  const session = liveSession(ctx);
  if (!session) return html(idpGonePage(ctx.lang), 404);
  return html(idpPage(ctx.params.session ?? '', ctx.lang));
}

/** POST /sandbox/idp/<session>: records the outcome and sends the browser back to the app (303). */
export async function submitIdpOutcome(ctx: RequestContext): Promise<Reply> {
  const fields = await readFormFields(ctx.req);
  const session = liveSession(ctx);
  if (!session) return html(idpGonePage(ctx.lang), 404);
  const outcome = fields.outcome;
  if (!outcome || !(IDP_OUTCOMES as readonly string[]).includes(outcome)) {
    throw fail(400, 'invalid field', { field: 'outcome' });
  }
  const lead = ctx.services.store.leads.get(session.leadId);
  if (!lead) return html(idpGonePage(ctx.lang), 404);
  ctx.services.store.idpSessions.delete(ctx.params.session ?? '');
  lead.verificationStatus = outcome as IdpOutcome;
  // Success completes the verification step; the app then continues at step 6, the documents.
  if (outcome === 'success') lead.referrerUrl = 5;
  return redirect(`/steps/verification-result/${lead.id}`);
}

/**
 * POST /sandbox/idp-url `{ url }`: from now on start-verification answers `url` (any text, up to 2000
 * characters, so tests can try an address the app must refuse); `{ url: null }` or DELETE goes back to the
 * sandbox's own identity page. A reset clears it too.
 */
export async function setIdpUrl(ctx: RequestContext): Promise<Reply> {
  const body = await readJsonObject(ctx.req);
  const url = body.url === null ? null : requiredRawString(body, 'url', 2000);
  ctx.services.store.idpUrlOverride = url;
  return json({ result: 'ok', url });
}

/** DELETE /sandbox/idp-url: start-verification answers the sandbox's own identity page again. */
export function clearIdpUrl(ctx: RequestContext): Reply {
  ctx.services.store.idpUrlOverride = null;
  return json({ result: 'ok', url: null });
}
