export type ToastType = 'success' | 'error' | 'info';

/** A way out of what the toast says, shown in it as a link (e.g. to the login after a session expired). */
export interface ToastAction {
  /** i18n key of the link's text. */
  labelKey: string;
  /** The app's route (`/login`). */
  to: string;
}

export interface ToastInput {
  type: ToastType;
  /** i18n key of the title. */
  titleKey: string;
  /** i18n key of the text, or `text` when the provider sent an already localized message. */
  textKey?: string;
  /** Values for the text's placeholders. */
  textValues?: Readonly<Record<string, number>>;
  text?: string;
  action?: ToastAction;
  /**
   * What raised an error toast (the endpoint whose call failed): its next success means the cause is gone,
   * and so is the toast (`resolve`).
   */
  source?: string;
}

export interface Toast extends ToastInput {
  id: number;
  /**
   * The screen the toast was raised on: an error toast concerns it and leaves when another is shown. Undefined
   * for one raised before the first screen was entered, which concerns that first screen.
   */
  screen: string | undefined;
}

/** Success and info toasts leave by themselves after SPEC §9's 3000 ms. */
export const TOAST_LIFETIME_MS = 3000;

/**
 * The toasts on screen. Same type and text as one already on screen: suppressed (SPEC §2). Error toasts
 * are never timed out, since a person who reads slowly must not lose them (WCAG 2.2.1 Timing Adjustable):
 * one stays until it is dismissed, its cause is resolved (its source succeeds) or the person moves to
 * another screen, which it does not concern.
 */
export class ToastStore {
  private toasts: readonly Toast[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();
  private nextId = 1;

  // The screen shown (enterScreen); undefined until the shell first says which.
  private screen: string | undefined;

  /** Shows a toast; answers false when it was suppressed as a duplicate. */
  push(input: ToastInput): boolean {
    const values = JSON.stringify(input.textValues ?? {});
    const sameText = (t: Toast) =>
      t.type === input.type &&
      t.titleKey === input.titleKey &&
      t.textKey === input.textKey &&
      t.text === input.text &&
      JSON.stringify(t.textValues ?? {}) === values;
    if (this.toasts.some(sameText)) return false;
    const toast: Toast = { ...input, id: this.nextId++, screen: this.screen };
    this.toasts = [...this.toasts, toast];
    if (toast.type !== 'error')
      this.timers.set(
        toast.id,
        setTimeout(() => this.dismiss(toast.id), TOAST_LIFETIME_MS),
      );
    this.emit();
    return true;
  }

  /** Removes a toast (click on it, its close button, or its lifetime ended). */
  dismiss(id: number): void {
    clearTimeout(this.timers.get(id));
    this.timers.delete(id);
    const left = this.toasts.filter((t) => t.id !== id);
    if (left.length === this.toasts.length) return;
    this.toasts = left;
    this.emit();
  }

  /** Takes down the error toasts `source` raised: it has just succeeded (the right code, a retry that went through). */
  resolve(source: string): void {
    this.dismissWhere((t) => t.type === 'error' && t.source === source);
  }

  /**
   * The person now sees `screen`: error toasts raised on another screen no longer concern what is shown. A
   * toast raised after this, even by the new screen as it opens (its data failed to load), concerns the new
   * screen; one raised before the flow moved on concerns the screen left behind.
   */
  enterScreen(screen: string): void {
    const first = this.screen === undefined;
    this.screen = screen;
    if (first) {
      this.toasts = this.toasts.map((t) => (t.screen === undefined ? { ...t, screen } : t));
      this.emit();
      return;
    }
    this.dismissWhere((t) => t.type === 'error' && t.screen !== screen);
  }

  private dismissWhere(gone: (toast: Toast) => boolean): void {
    for (const toast of this.toasts.filter(gone)) this.dismiss(toast.id);
  }

  /** The toasts on screen, oldest first; the same array until something changes. */
  readonly snapshot = (): readonly Toast[] => this.toasts;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
