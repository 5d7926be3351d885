import { useTransitionStore } from '../use-transition-store';

/** Spec A sections 4 and 9: after sign-in the header waits 1 s, loads the cart, then 0.5 s later the wishlist. */
export const CART_LOAD_DELAY_MS = 1000;
export const WISHLIST_LOAD_DELAY_MS = 500;

export interface AccountDataGate {
  cart: boolean;
  wishlist: boolean;
}

type Listener = () => void;
const CLOSED: AccountDataGate = { cart: false, wishlist: false };

/**
 * When the signed-in shopper's cart and wishlist may load. The shell opens the gate on the
 * spec's delays after sign-in and closes it at sign-out; a page that shows the cart or the
 * wishlist itself opens its part at once.
 */
class AccountDataGateStore {
  private state: AccountDataGate = CLOSED;
  private readonly listeners = new Set<Listener>();

  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = () => this.state;

  open(part: keyof AccountDataGate): void {
    if (this.state[part]) return;
    this.set({ ...this.state, [part]: true });
  }

  close(): void {
    if (this.state !== CLOSED) this.set(CLOSED);
  }

  private set(next: AccountDataGate): void {
    this.state = next;
    this.listeners.forEach((listener) => listener());
  }
}

export const accountDataGate = new AccountDataGateStore();

export function useAccountDataGate(): AccountDataGate {
  return useTransitionStore(accountDataGate.subscribe, accountDataGate.getSnapshot);
}
