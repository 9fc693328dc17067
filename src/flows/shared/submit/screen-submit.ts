import { type EndpointName, PressKey } from '../../../api';
import type { Feedback } from '../feedback-context';

/** The toast shown for a refusal: its title and text, and the form field the provider named. */
export type ShownError = ReturnType<Feedback['showError']>;

/** What one press gives the request it sends. */
export interface Press {
  /**
   * The `Idempotency-Key` to send `endpoint` with for `body` (undefined where the provider takes none): the same for a
   * press made again after a timeout or a lost connection, so the provider acts once (src/api/press-key.ts).
   */
  idempotencyKey: (endpoint: EndpointName, body: unknown) => string | undefined;
}

/** i18n keys of a success toast: its title, or its title and text. */
export type SuccessToast = string | readonly [title: string, text: string];

export interface ScreenSubmitOptions<I, A> {
  /** The request (or requests) of one press. What it throws is a refusal. */
  send: (input: I, press: Press) => Promise<A>;
  /** Runs once the provider accepted, before the toast; a route it answers is where the person goes (not `next`). */
  onAccepted?: (answer: A, input: I) => string | void;
  /** i18n keys of the success toast (its title, and a text), or what the press decides. */
  successToast?: SuccessToast | ((answer: A, input: I) => SuccessToast | undefined);
  /** Where the person goes after the provider accepted (none: they stay on the screen). */
  next?: string | ((answer: A, input: I) => string | undefined);
  /**
   * What the SPEC §8 toast explains for a refusal (default: the refusal itself); null shows none, for a refusal the
   * screen explains on its own (a wrong code at its field).
   */
  toastOf?: (error: unknown) => unknown;
  /** Runs after a refusal, once its toast (if any) is shown. Everything typed stays on the screen. */
  onRejected?: (error: unknown, input: I, shown: ShownError | undefined) => void;
}

/** How a press reaches the person: the shell's toasts, the router, and the screen's busy state. */
export interface ScreenSubmitDeps {
  feedback: Feedback;
  navigate: (to: string) => void;
  /** Told when a press starts sending (true) and when the screen may be pressed again (false). */
  onBusy?: (busy: boolean) => void;
}

/**
 * The presses of one screen's submit: one request per press however fast the presses come (a double click, Enter
 * held, a click while the request is under way: each is dropped while one is being sent), the SPEC §8 error toast
 * for a refusal, the success toast, and where to go next. Plain logic; `useScreenSubmit` adapts it to React.
 */
export class ScreenSubmit<I, A> {
  #running = false;
  /** Set while an accepted press leaves the screen: the deps to release it with once the address has changed. */
  #leaving: ScreenSubmitDeps | undefined;
  readonly #pressKey = new PressKey();

  /** Whether a press is being sent (or accepted and leaving the screen). */
  get running(): boolean {
    return this.#running;
  }

  /** Sends the press unless one is running; answers whether the provider accepted it (false: refused or dropped). */
  async press(input: I, options: ScreenSubmitOptions<I, A>, deps: ScreenSubmitDeps): Promise<boolean> {
    if (this.#running) return false;
    this.#running = true;
    deps.onBusy?.(true);
    let answer: A;
    try {
      answer = await options.send(input, { idempotencyKey: (endpoint, body) => this.#pressKey.next(endpoint, body) });
    } catch (error) {
      this.#pressKey.settled(error);
      this.#release(deps);
      const toast = options.toastOf ? options.toastOf(error) : error;
      const shown = toast === null ? undefined : deps.feedback.showError(toast);
      options.onRejected?.(error, input, shown);
      return false;
    }
    this.#pressKey.settled();
    const route = options.onAccepted?.(answer, input);
    const { successToast, next } = options;
    const toast = typeof successToast === 'function' ? successToast(answer, input) : successToast;
    if (typeof toast === 'string') deps.feedback.showSuccess(toast);
    else if (toast) deps.feedback.showSuccess(...toast);
    const to = route || (typeof next === 'function' ? next(answer, input) : next);
    // Leaving: the screen stays pressable until the next one has loaded (the router's transition), and a press
    // there must not send the accepted request again. A screen that stays (no route) can be pressed again.
    if (to) {
      this.#leaving = deps;
      deps.navigate(to);
    } else this.#release(deps);
    return true;
  }

  /**
   * The address changed after an accepted press: a screen still shown (the route led back to it) takes presses again.
   */
  arrived(): void {
    const deps = this.#leaving;
    if (!deps) return;
    this.#leaving = undefined;
    this.#release(deps);
  }

  #release(deps: ScreenSubmitDeps): void {
    this.#running = false;
    deps.onBusy?.(false);
  }
}
