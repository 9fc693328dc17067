import type { TFunction } from 'i18next';

/** A namespace's screen as staff know it ("FAQ cards", "Landing page"); the namespace itself when unnamed. */
export function screenName(t: TFunction, namespace: string): string {
  return t(`txScreen.${namespace}`, { defaultValue: namespace });
}
