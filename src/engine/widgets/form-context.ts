import type { UseDocumentList } from '../fields/document-list/document-list';
import type { SigningContext } from '../fields/sign-with-code/signing-context';
import type { StrategyPickerContext } from '../fields/strategy-picker/strategy-option';
import type { FileStore } from '../files/file-store';
import type { FormValues } from './form-values';
import type { PendingChanges } from './pending-changes';

/** What a code is for: an e-mail code, an SMS code, or a signing code. */
export type CodeKind = 'email' | 'sms' | 'sign';

/** A country the person can choose, named in the current language. */
export interface CountryOption {
  /** ISO 3166-1 alpha-2 code, what the form data stores. */
  code: string;
  name: string;
}

/**
 * What the app hands the engine's widgets through RJSF's `formContext` (widgets read it from
 * `registry.formContext`, typed by EngineWidgetProps). Everything is optional so a form without these widgets needs
 * none of it. A type, not an interface: RJSF's `FormContextType` is a record, which only a type alias satisfies.
 */
export type EngineFormContext = {
  /**
   * The current form data, so a widget can read another field (the code request reads its target) with
   * `useFormValue`. The renderer provides it; the context itself must not carry the data (see FormValues).
   */
  values?: FormValues;
  /** Changes fields have shown but not yet handed to the form (see useTransitionChange); the renderer provides it. */
  pending?: PendingChanges;
  /** Sends a code to `target` (the e-mail or phone); resolves when sent, rejects on failure (the app shows the toast).
   * */
  requestCode?: (kind: CodeKind, target: string) => Promise<unknown>;
  /** Whether a target value may receive a code; without it, e-mail shape for `email`, a mobile number for `sms`. */
  isTargetValid?: (kind: CodeKind, value: unknown) => boolean;
  /** Where chosen files are kept; the form data holds their ids. */
  files?: FileStore;
  /** Addresses of documents definitions link under fields (`ui:helpLink`), by name, in the current language. */
  links?: Readonly<Record<string, string>>;
  /** The country list in the current language; undefined while it loads. */
  countries?: readonly CountryOption[];
  /** The strategies the strategy picker lists, in the current language, and the person's risk profile. */
  strategyPicker?: StrategyPickerContext;
  /** The provider's calls of the signing fields (`ui:field: signWithCode`). */
  signing?: SigningContext;
  /** The provider's document lists the document-list fields name (`ui:field: documentList`). */
  useDocumentList?: UseDocumentList;
  /**
   * Checks the parts of the form at these data paths as continue would (e.g. the consents before a signature): their
   * errors show and the first takes the focus; true when there are none. The renderer provides it.
   */
  checkFields?: (paths: readonly string[]) => boolean;
  /**
   * Submits the form with a field's change (`path` of the data, `value`) if then nothing is missing, else does nothing
   * (e.g. once the last agreement is signed): at once, not after the change's render. The renderer provides it.
   */
  submitWhenValid?: (change: { path: readonly (string | number)[]; value: unknown }) => void;
};
