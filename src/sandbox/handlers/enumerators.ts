import type { Country, ContractDocument, RiskProfile, Strategy } from '../../api/types.ts';
import { countryList } from '../data/countries.ts';
import { documentTitle, intermediaryDocuments, ownDocuments, PEP_DOCUMENT_ID } from '../data/documents.ts';
import { RISK_PROFILES } from '../data/risk-profiles.ts';
import { strategyList } from '../data/strategies.ts';
import { asLang, type HandlerGroup, type RequestContext } from '../handler-context.ts';
import { fail } from '../http-error.ts';
import { bytes, json, type Reply } from '../reply.ts';
import { tinyPdf } from '../tiny-pdf.ts';

function pdfReply(id: string, title: string, lang: string): Reply {
  const note = "Sandbox document: a stand-in for the provider's real PDF.";
  return bytes(tinyPdf(title, [note]), 'application/pdf', 200, {
    'content-disposition': `inline; filename="${id}-${lang}.pdf"`,
  });
}

/** The lists the app loads (countries, strategies, documents, risk profiles) and the PEP definition PDF. */
export const enumeratorHandlers: HandlerGroup<
  'countries' | 'strategies' | 'documents' | 'intermediaryDocuments' | 'riskProfiles' | 'pepDefinition'
> = {
  countries: ({ lang }) => json(countryList(lang) satisfies Country[]),
  strategies: ({ lang }) => json(strategyList(lang) satisfies Strategy[]),
  documents: ({ lang }) => json(ownDocuments(lang) satisfies ContractDocument[]),
  intermediaryDocuments: ({ lang }) => json(intermediaryDocuments(lang) satisfies ContractDocument[]),
  riskProfiles: () => json(RISK_PROFILES satisfies readonly RiskProfile[]),
  pepDefinition: ({ params }) => {
    const lang = asLang(params.lang);
    const title = lang && documentTitle(PEP_DOCUMENT_ID, lang);
    if (!lang || !title) throw fail(404, 'not found');
    return pdfReply(PEP_DOCUMENT_ID, title, lang);
  },
};

/** GET /sandbox/files/<id>-<lang>.pdf: the PDFs the document lists link to. */
export function serveDocumentFile(ctx: RequestContext): Reply {
  const match = /^(.+)-(sk|en|bg)\.pdf$/.exec(ctx.params.file ?? '');
  const lang = asLang(match?.[2]);
  const id = match?.[1];
  const title = id && lang ? documentTitle(id, lang) : undefined;
  if (!id || !lang || !title) throw fail(404, 'not found');
  return pdfReply(id, title, lang);
}
