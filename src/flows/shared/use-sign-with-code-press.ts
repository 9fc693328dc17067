import { useRef } from 'react';
import type { SigningPress } from '../../engine';
import { useScreenSubmit } from './submit/use-screen-submit';

/** One way to receive the code (SMS, e-mail): its button, what the page says once sent, the toast and the call. */
export interface CodeChannel {
  id: string;
  sendLabel: string;
  /** Read out (role=status) once the code is on its way. */
  sentText: string;
  /** i18n key of the success toast. */
  sentToast?: string;
  send: () => Promise<unknown>;
}

/** A press on a signing form: a code sent by a channel, or the typed code checked. */
type Action = { send: CodeChannel } | { verify: string };

/**
 * The app's side of the engine's SignWithCodeControls: sending a code and checking it share one press at a time (a
 * press on either while one is under way is dropped), with the success toast of the channel and the SPEC §8 toast of a
 * refusal, whose title (naming what is signed) and text the code field repeats.
 */
export function useSignWithCodePress(
  channels: readonly CodeChannel[],
  verify: (code: string) => Promise<unknown>,
): SigningPress {
  const refusal = useRef<string | undefined>(undefined);
  const press = useScreenSubmit<Action, unknown>({
    send: (action) => ('send' in action ? action.send.send() : verify(action.verify)),
    successToast: (_answer, action) => ('send' in action ? action.send.sentToast : undefined),
    onRejected: (_error, action, shown) => {
      if ('verify' in action && shown) refusal.current = `${shown.title}. ${shown.text}`;
    },
  });
  const pending = press.pending?.input;
  return {
    pending: pending === undefined ? undefined : 'send' in pending ? 'send' : 'verify',
    send: (channelId) => {
      const channel = channels.find((candidate) => candidate.id === channelId);
      return channel ? press.submit({ send: channel }) : Promise.resolve(false);
    },
    verify: async (code) => {
      refusal.current = undefined;
      if (await press.submit({ verify: code })) return { signed: true };
      return { signed: false, message: refusal.current };
    },
  };
}
