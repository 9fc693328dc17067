import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useFeedback } from '../feedback-context';
import { ScreenSubmit, type ScreenSubmitOptions } from './screen-submit';

export interface ScreenSubmitState<I> {
  /** Sends one press (dropped while another is under way); answers whether the provider accepted it. Never rejects. */
  submit: (input: I) => Promise<boolean>;
  /** A press is being sent (or was accepted and the screen is being left): the button says so and is disabled. */
  busy: boolean;
  /** What the press under way sends, for a screen with more than one action (send a code, sign) to tell which. */
  pending: { input: I } | undefined;
}

/**
 * A screen's submit (src/flows/shared/submit/screen-submit.ts): one request per press however fast, the SPEC §8
 * error toast, the success toast and where to go next; the options of the render that was pressed apply.
 */
export function useScreenSubmit<I = void, A = unknown>(options: ScreenSubmitOptions<I, A>): ScreenSubmitState<I> {
  const feedback = useFeedback();
  const navigate = useNavigate();
  const { key } = useLocation();
  const [presses] = useState(() => new ScreenSubmit<I, A>());
  const [pending, setPending] = useState<{ input: I }>();

  // The route an accepted press went to led back to this screen (it is still shown), or the screen was left and is kept
  // hidden for a return (KeptScreens stops its effects): it takes presses again. Released as it is hidden, not as it
  // shows again: the state change then renders the hidden form when React is idle, not inside the return (a second
  // render and commit of the whole form before the frame, issue 24).
  useEffect(() => {
    presses.arrived();
    return () => presses.arrived();
  }, [key, presses]);

  const submit = (input: I) =>
    presses.press(input, options, {
      feedback,
      navigate: (to) => void navigate(to),
      onBusy: (busy) => setPending(busy ? { input } : undefined),
    });
  return { submit, busy: pending !== undefined, pending };
}
