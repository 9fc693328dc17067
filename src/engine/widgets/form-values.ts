import { useCallback, useSyncExternalStore } from 'react';

type Values = Readonly<Record<string, unknown>>;

/**
 * The current form data as a store a widget can subscribe to. The renderer keeps one per form and puts it in
 * the form context, which therefore stays the same object while the person types: a context holding the data
 * itself would change on every keystroke, and RJSF would then re-render every field of the form.
 */
export class FormValues {
  private values: Values;
  private readonly listeners = new Set<() => void>();

  constructor(initial: Values = {}) {
    this.values = initial;
  }

  get = (): Values => this.values;

  /** Replaces the data and tells the subscribers (each re-renders only if the value it selected changed). */
  set(values: Values): void {
    if (values === this.values) return;
    this.values = values;
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

const NO_VALUES = new FormValues();

/** The value of one field of the form (undefined without a store or a field name); re-renders only when it changes. */
export function useFormValue(store: FormValues | undefined, field: string | undefined): unknown {
  const source = store ?? NO_VALUES;
  const select = useCallback(() => (field === undefined ? undefined : source.get()[field]), [source, field]);
  return useSyncExternalStore(source.subscribe, select, select);
}
