/** A document of a provider's list, as a link (no href: shown by name only, e.g. an address that is no web link). */
export interface DocumentLink {
  id: string | number;
  name: string;
  href?: string;
}

/** A document list while it loads, after it failed (with a retry), or loaded. */
export interface DocumentListState {
  documents?: readonly DocumentLink[];
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * The form context's document lists (`formContext.useDocumentList`): a hook the document-list field calls once per
 * render with the list its definition names (`ui:options.list`); the app fetches it in the current language.
 */
export type UseDocumentList = (list: string) => DocumentListState;
