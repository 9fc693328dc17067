import { DocumentListField } from '../fields/document-list/document-list-field';
import { SignWithCodeField } from '../fields/sign-with-code/sign-with-code-field';
import { ConsentWidget } from '../widgets/consent-widget';
import { createEngineTheme } from './create-engine-theme';

/**
 * The theme of the contracts step: the documents to read, the consents to tick and each agreement signed with a code.
 * Not the whole widget set, which the screen does not use.
 */
export const contractsTheme = createEngineTheme(
  { consent: ConsentWidget },
  { signWithCode: SignWithCodeField, documentList: DocumentListField },
);
