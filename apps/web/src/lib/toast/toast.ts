import { toastStore, type ToastInput, type ToastStore } from './toast-store';

type Shortcut = (message: string, options?: Omit<ToastInput, 'type' | 'message'>) => string;

export interface ToastApi {
  show: (input: ToastInput) => string;
  success: Shortcut;
  error: Shortcut;
  warning: Shortcut;
  info: Shortcut;
  dismiss: (id: string) => void;
}

function createToastApi(store: ToastStore): ToastApi {
  const shortcut =
    (type: ToastInput['type']): Shortcut =>
    (message, options) =>
      store.show({ ...options, type, message });
  return {
    show: (input) => store.show(input),
    success: shortcut('success'),
    error: shortcut('error'),
    warning: shortcut('warning'),
    info: shortcut('info'),
    dismiss: (id) => store.dismiss(id),
  };
}

/**
 * Stable helpers for raising toasts from anywhere (features, plain modules, the error handler);
 * the shell only renders the queue.
 */
export const toast = createToastApi(toastStore);

export function useToast(): ToastApi {
  return toast;
}
