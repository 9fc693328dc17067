import { createContext, useContext } from 'react';
import { ToastStore } from './toast-store';

export const ToastContext = createContext<ToastStore | null>(null);

/** The app's toast store (from ToastProvider). */
export function useToastStore(): ToastStore {
  const store = useContext(ToastContext);
  if (!store) throw new Error('useToastStore needs a ToastProvider');
  return store;
}
