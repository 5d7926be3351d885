/**
 * The toast queue (spec A sections 3, 4 and 9): 5000 ms default, progress updated every
 * 50 ms, hover pauses and leaving resumes with the remaining time, error toasts stay until
 * closed, an action runs its callback and then removes the toast. Lives outside React so
 * the global error handler can raise toasts too.
 */
export type ToastType = 'success' | 'error' | 'warning' | 'info';

export const TOAST_DEFAULT_DISMISS_MS = 5000;
export const TOAST_TICK_MS = 50;
/** Oldest toasts leave first when more than this many are on screen. */
export const TOAST_MAX_VISIBLE = 5;

export interface ToastAction {
  label: string;
  onClick: () => void | Promise<void>;
}

export interface ToastInput {
  type: ToastType;
  message: string;
  title?: string;
  autoDismiss?: boolean;
  dismissAfter?: number;
  action?: ToastAction;
}

export interface Toast extends ToastInput {
  id: string;
  autoDismiss: boolean;
  dismissAfter: number;
  /** Share of the display time still left, 100 down to 0. */
  progress: number;
  paused: boolean;
}

interface Timer {
  interval: ReturnType<typeof setInterval>;
  startedAt: number;
  remaining: number;
}

type Listener = () => void;

export class ToastStore {
  private toasts: Toast[] = [];
  private readonly timers = new Map<string, Timer>();
  private readonly remaining = new Map<string, number>();
  private readonly listeners = new Set<Listener>();
  private nextId = 1;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): readonly Toast[] => this.toasts;

  show(input: ToastInput): string {
    const duplicate = this.toasts.find((t) => t.type === input.type && t.message === input.message && t.title === input.title);
    if (duplicate) return duplicate.id;
    const toast: Toast = {
      ...input,
      id: `toast-${this.nextId++}`,
      autoDismiss: input.autoDismiss ?? input.type !== 'error',
      dismissAfter: input.dismissAfter ?? TOAST_DEFAULT_DISMISS_MS,
      progress: 100,
      paused: false,
    };
    const overflow = this.toasts.length + 1 - TOAST_MAX_VISIBLE;
    if (overflow > 0) this.toasts.slice(0, overflow).forEach((t) => this.stopTimer(t.id));
    this.set([...this.toasts.slice(Math.max(0, overflow)), toast]);
    if (toast.autoDismiss) this.startTimer(toast.id, toast.dismissAfter);
    return toast.id;
  }

  dismiss(id: string): void {
    this.stopTimer(id);
    this.remaining.delete(id);
    if (this.toasts.some((t) => t.id === id)) this.set(this.toasts.filter((t) => t.id !== id));
  }

  clear(): void {
    this.toasts.forEach((t) => this.stopTimer(t.id));
    this.remaining.clear();
    this.set([]);
  }

  pause(id: string): void {
    const timer = this.timers.get(id);
    if (!timer) return;
    this.remaining.set(id, Math.max(0, timer.remaining - (Date.now() - timer.startedAt)));
    this.stopTimer(id);
    this.update(id, { paused: true });
  }

  resume(id: string): void {
    const toast = this.toasts.find((t) => t.id === id);
    if (!toast?.paused) return;
    this.update(id, { paused: false });
    this.startTimer(id, this.remaining.get(id) ?? toast.dismissAfter);
  }

  /** Runs the toast's action, then removes the toast; a failing action is only logged. */
  async runAction(id: string): Promise<void> {
    const action = this.toasts.find((t) => t.id === id)?.action;
    try {
      await action?.onClick();
    } catch (error) {
      console.error('Toast action failed', error);
    }
    this.dismiss(id);
  }

  private startTimer(id: string, remaining: number): void {
    const timer: Timer = {
      startedAt: Date.now(),
      remaining,
      interval: setInterval(() => this.tick(id), TOAST_TICK_MS),
    };
    this.timers.set(id, timer);
  }

  private stopTimer(id: string): void {
    const timer = this.timers.get(id);
    if (timer) clearInterval(timer.interval);
    this.timers.delete(id);
  }

  private tick(id: string): void {
    const timer = this.timers.get(id);
    const toast = this.toasts.find((t) => t.id === id);
    if (!timer || !toast) return this.stopTimer(id);
    const left = timer.remaining - (Date.now() - timer.startedAt);
    if (left <= 0) return this.dismiss(id);
    this.update(id, { progress: (left / toast.dismissAfter) * 100 });
  }

  private update(id: string, patch: Partial<Toast>): void {
    this.set(this.toasts.map((t) => (t.id === id ? { ...t, ...patch } : t)));
  }

  private set(next: Toast[]): void {
    this.toasts = next;
    this.listeners.forEach((listener) => listener());
  }
}

/** The app's one toast queue. */
export const toastStore = new ToastStore();
