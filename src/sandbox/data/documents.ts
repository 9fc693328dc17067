import type { ContractDocument, Lang } from '../../api/types.ts';

type Names = Record<Lang, string>;

const OWN: ReadonlyArray<readonly [id: string, names: Names]> = [
  [
    'portfolio-management-agreement',
    { sk: 'Zmluva o riadení portfólia', en: 'Portfolio management agreement', bg: 'Договор за управление на портфейл' },
  ],
  ['general-terms', { sk: 'Všeobecné obchodné podmienky', en: 'General terms and conditions', bg: 'Общи условия' }],
  ['fee-schedule', { sk: 'Sadzobník poplatkov', en: 'Fee schedule', bg: 'Тарифа на таксите' }],
  [
    'privacy-notice',
    {
      sk: 'Informácie o spracúvaní osobných údajov',
      en: 'Personal data processing notice',
      bg: 'Информация за обработването на лични данни',
    },
  ],
];

const INTERMEDIARY: ReadonlyArray<readonly [id: string, names: Names]> = [
  [
    'financial-intermediation-agreement',
    {
      sk: 'Zmluva o finančnom sprostredkovaní',
      en: 'Financial intermediation agreement',
      bg: 'Договор за финансово посредничество',
    },
  ],
  [
    'intermediary-information',
    {
      sk: 'Informácie o finančnom agentovi',
      en: 'Information about the financial agent',
      bg: 'Информация за финансовия агент',
    },
  ],
];

const PEP: readonly [id: string, names: Names] = [
  'pep-definition',
  {
    sk: 'Definícia politicky exponovanej osoby',
    en: 'Definition of a politically exposed person',
    bg: 'Определение за видна политическа личност',
  },
];

/** Where the sandbox serves a document's PDF. */
export function documentUrl(id: string, lang: Lang): string {
  return `/sandbox/files/${id}-${lang}.pdf`;
}

function list(rows: ReadonlyArray<readonly [string, Names]>, lang: Lang): ContractDocument[] {
  return rows.map(([id, names]) => ({ id, name: names[lang], url: documentUrl(id, lang) }));
}

/** The provider's own contract documents in `lang`. */
export function ownDocuments(lang: Lang): ContractDocument[] {
  return list(OWN, lang);
}

/** The intermediary's documents in `lang`. */
export function intermediaryDocuments(lang: Lang): ContractDocument[] {
  return list(INTERMEDIARY, lang);
}

/** The title of a servable document (own, intermediary or the PEP definition), or undefined. */
export function documentTitle(id: string, lang: Lang): string | undefined {
  return [...OWN, ...INTERMEDIARY, PEP].find(([known]) => known === id)?.[1][lang];
}

export const PEP_DOCUMENT_ID = PEP[0];
