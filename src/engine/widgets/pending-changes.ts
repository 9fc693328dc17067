import { flushSync } from 'react-dom';

/** A field with a change it has shown but not yet handed to the form. */
export interface PendingField {
  /** The field's data path (`a.b`). */
  path: string;
  waiting: () => boolean;
  /** The latest value the field shows. */
  value: () => unknown;
  /** Hands the latest value to the form now. */
  flush: () => void;
}

/**
 * The changes fields have shown but not yet handed to the form. A field shows what was typed or chosen at once
 * and tells the form in a transition (see useTransitionChange): re-rendering a whole RJSF form on every key
 * would hold the next frame back. Before anything reads the form's data as a whole (a submit, a field being
 * left and its errors shown) the waiting changes are told synchronously, so nothing is read stale.
 */
export class PendingChanges {
  private readonly fields = new Set<PendingField>();
  private flushing = false;

  register = (field: PendingField): (() => void) => {
    this.fields.add(field);
    return () => this.fields.delete(field);
  };

  /** `data` with every waiting change applied: what the form would hold once they are all told. */
  applyTo(data: Readonly<Record<string, unknown>>): Record<string, unknown> {
    const result = structuredClone(data) as Record<string, unknown>;
    for (const field of this.fields) {
      if (!field.waiting()) continue;
      const parts = field.path.split('.').filter(Boolean);
      const last = parts.pop();
      if (last === undefined) continue;
      let node = result;
      for (const part of parts) {
        const next = node[part];
        node = (node[part] = typeof next === 'object' && next !== null ? next : {}) as Record<string, unknown>;
      }
      const value = field.value();
      if (value === undefined) delete node[last];
      else node[last] = value;
    }
    return result;
  }

  anyWaiting(): boolean {
    return [...this.fields].some((field) => field.waiting());
  }

  /** Tells the form every waiting change, synchronously; does nothing when none waits (also inside React's own work,
   * e.g. a focus moved by an effect). */
  flushAll(): void {
    const waiting = [...this.fields].filter((field) => field.waiting());
    if (this.flushing || waiting.length === 0) return;
    this.flushing = true;
    try {
      flushSync(() => {
        for (const field of waiting) field.flush();
      });
    } finally {
      this.flushing = false;
    }
  }
}
