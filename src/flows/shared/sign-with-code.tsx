import { type SignWithCodeTexts, SignWithCodeControls } from '../../engine';
import { type CodeChannel, useSignWithCodePress } from './use-sign-with-code-press';

export type { CodeChannel } from './use-sign-with-code-press';

export interface SignWithCodeProps {
  /** Unique on the page: prefixes the element ids. */
  id: string;
  channels: readonly CodeChannel[];
  /** Checks the code with the provider; rejects with the call's error when it is refused. */
  verify: (code: string) => Promise<unknown>;
  onSigned: () => void;
  /** Asked before any request; false stops it (the caller shows why, e.g. a required consent). */
  mayProceed?: () => boolean;
  /** Id of the element that names what is signed (a section heading); completes the code field's accessible name. */
  signedItemId?: string;
  texts: SignWithCodeTexts;
}

/**
 * Signing with a code on a screen of its own (the questionnaire update, a new strategy): the engine's controls, whose
 * requests go through the screen's one-press-at-a-time submit with the SPEC §8 toasts. A definition's agreement is
 * signed by the engine's signing field instead (`ui:field: signWithCode`).
 */
export function SignWithCode({ id, channels, verify, onSigned, mayProceed, signedItemId, texts }: SignWithCodeProps) {
  const press = useSignWithCodePress(channels, verify);
  return (
    <SignWithCodeControls
      id={id}
      channels={channels}
      press={press}
      onSigned={onSigned}
      mayProceed={mayProceed}
      signedItemId={signedItemId}
      texts={texts}
    />
  );
}
