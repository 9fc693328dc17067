import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { screenOf } from './screen-of';
import type { ToastStore } from './toast-store';

export interface FollowScreensProps {
  store: ToastStore;
  /** Called with each screen entered. */
  onScreen: (screen: string) => void;
}

/**
 * Tells the toasts which screen is shown, so error toasts of a screen left behind go. A layout effect: it runs
 * before any effect of the new screen, so a toast that screen raises as it opens is already counted as its own.
 */
export function FollowScreens({ store, onScreen }: FollowScreensProps) {
  const screen = screenOf(useLocation().pathname);
  useLayoutEffect(() => {
    store.enterScreen(screen);
    onScreen(screen);
  }, [store, screen, onScreen]);
  return null;
}
