import { useSyncExternalStore } from 'react';
import { toastStore, type ToastStore } from '../../lib/toast/toast-store';

/** The toasts on screen, re-rendering on every change (including the 50 ms progress ticks). */
export function useToasts(store: ToastStore = toastStore) {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
