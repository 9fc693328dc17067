import type { Lang, ResultAnswer } from '../../api/types.ts';
import { assertCodeOk } from '../code-answer.ts';
import { takeCodeQuota } from '../code-quota.ts';
import { checkCode, type CodePurpose, issueCode } from '../codes.ts';
import { requiredString } from '../fields.ts';
import type { HandlerGroup, HandlerContext } from '../handler-context.ts';
import { fail } from '../http-error.ts';
import { sendMessage } from '../outbox.ts';
import { outboxTexts } from '../outbox-texts.ts';
import { registeredLead } from '../principal.ts';
import { assertNotLimited, clearFailures, recordFailure } from '../rate-limit.ts';
import { readJsonObject } from '../read-body.ts';
import { json, type Reply } from '../reply.ts';
import type { Lead } from '../store.ts';

type Kind = 'own' | 'sfa';
const PURPOSE: Record<Kind, CodePurpose> = { own: 'sign', sfa: 'sign-sfa' };
const DOCUMENT: Record<Kind, Record<Lang, string>> = {
  own: {
    sk: 'zmluvy o riadení portfólia',
    en: 'portfolio management agreement',
    bg: 'договора за управление на портфейл',
  },
  sfa: {
    sk: 'zmluvy o finančnom sprostredkovaní',
    en: 'financial intermediation agreement',
    bg: 'договора за финансово посредничество',
  },
};

function signingLead(lead: Lead, kind: Kind): Lead {
  if (kind === 'sfa' && !lead.intermediaryPerson) throw fail(400, 'no intermediary');
  return lead;
}

async function sendSignCode(ctx: HandlerContext<'sendSignCode' | 'sendSignCodeSfa'>, kind: Kind): Promise<Reply> {
  const lead = signingLead(registeredLead(ctx.principal), kind);
  await readJsonObject(ctx.req);
  if (!lead.verifiedPhone) throw fail(400, 'phone not verified', { field: 'phone' });
  takeCodeQuota(ctx.services, { purpose: PURPOSE[kind], owner: lead.id, target: lead.verifiedPhone });
  const code = issueCode(ctx.services, PURPOSE[kind], lead.id, kind);
  const text = outboxTexts.signCode(lead.lang, { code, document: DOCUMENT[kind][lead.lang] });
  sendMessage(ctx.services, { channel: 'sms', to: lead.verifiedPhone, lang: lead.lang, ...text, code });
  return json({ result: 'ok' } satisfies ResultAnswer);
}

async function verifySignCode(ctx: HandlerContext<'verifySignCode' | 'verifySignCodeSfa'>, kind: Kind): Promise<Reply> {
  const lead = signingLead(registeredLead(ctx.principal), kind);
  const code = requiredString(await readJsonObject(ctx.req), 'code', 20);
  // One counter for both signatures of a lead: together they are one signing session.
  const key = `sign:${lead.id}`;
  assertNotLimited(ctx.services, key);
  const check = checkCode(ctx.services, PURPOSE[kind], lead.id, kind, code);
  if (check === 'wrong' || check === 'expired') recordFailure(ctx.services, key);
  assertCodeOk(check);
  clearFailures(ctx.services, key);
  lead.signed[kind] = true;
  return json({ result: 'true' } satisfies ResultAnswer);
}

/** Step 7: SMS codes that sign the provider's own contracts and, with an intermediary, its agreement (-sfa). */
export const signingHandlers: HandlerGroup<
  'sendSignCode' | 'sendSignCodeSfa' | 'verifySignCode' | 'verifySignCodeSfa'
> = {
  sendSignCode: (ctx) => sendSignCode(ctx, 'own'),
  sendSignCodeSfa: (ctx) => sendSignCode(ctx, 'sfa'),
  verifySignCode: (ctx) => verifySignCode(ctx, 'own'),
  verifySignCodeSfa: (ctx) => verifySignCode(ctx, 'sfa'),
};
