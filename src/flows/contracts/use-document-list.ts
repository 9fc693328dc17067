import { useTranslation } from 'react-i18next';
import { type Lang, apiConfig, useApiQuery } from '../../api';
import type { DocumentListState } from '../../engine';
import { documentHref } from '../shared/document-href';

/** The provider's document lists a definition may name (SPEC §7: contract documents, intermediary documents). */
const LISTS = ['documents', 'intermediaryDocuments'] as const;
type ListName = (typeof LISTS)[number];

function isList(name: string): name is ListName {
  return (LISTS as readonly string[]).includes(name);
}

/** A document list a definition names (`formContext.useDocumentList`), in the current language, as links. */
export function useDocumentList(list: string): DocumentListState {
  const { i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? 'sk') as Lang;
  const known = isList(list);
  const documents = useApiQuery(known ? list : 'documents', { lang }, known);
  if (!known) return { documents: [], loading: false, failed: true, retry: () => undefined };
  return {
    documents: documents.data?.map((document) => ({
      id: document.id,
      name: document.name,
      href: documentHref(document.url, apiConfig().baseUrl, window.location.origin),
    })),
    loading: documents.isPending,
    failed: documents.isError,
    retry: () => void documents.refetch(),
  };
}
