import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DEFAULT_DISMISS_MS, ToastStore } from './toast-store';

describe('ToastStore timing', () => {
  let store: ToastStore;

  beforeEach(() => {
    vi.useFakeTimers();
    store = new ToastStore();
  });

  afterEach(() => {
    store.clear();
    vi.useRealTimers();
  });

  it('dismisses a success toast after the 5000 ms default', () => {
    store.show({ type: 'success', message: 'Saved' });
    expect(TOAST_DEFAULT_DISMISS_MS).toBe(5000);
    vi.advanceTimersByTime(4950);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(50);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('updates progress every 50 ms, counting down from 100', () => {
    store.show({ type: 'info', message: 'Hello', dismissAfter: 1000 });
    vi.advanceTimersByTime(50);
    expect(store.getSnapshot()[0]!.progress).toBeCloseTo(95);
    vi.advanceTimersByTime(450);
    expect(store.getSnapshot()[0]!.progress).toBeCloseTo(50);
  });

  it('pauses on hover and resumes with the remaining time', () => {
    const id = store.show({ type: 'warning', message: 'Careful' });
    vi.advanceTimersByTime(3000);
    store.pause(id);
    expect(store.getSnapshot()[0]!.paused).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.resume(id);
    expect(store.getSnapshot()[0]!.paused).toBe(false);
    vi.advanceTimersByTime(1950);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(50);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('keeps error toasts until they are closed', () => {
    const id = store.show({ type: 'error', message: 'Broken', title: 'Server Error' });
    expect(store.getSnapshot()[0]!.autoDismiss).toBe(false);
    vi.advanceTimersByTime(120_000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.dismiss(id);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('lets a caller choose auto-dismiss for an error or keep any toast', () => {
    store.show({ type: 'error', message: 'Brief', autoDismiss: true, dismissAfter: 100 });
    store.show({ type: 'info', message: 'Sticky', autoDismiss: false });
    vi.advanceTimersByTime(10_000);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['Sticky']);
  });

  it('runs the action, then removes the toast', async () => {
    const onClick = vi.fn();
    const id = store.show({ type: 'info', message: 'Removed', action: { label: 'Undo', onClick } });
    await store.runAction(id);
    expect(onClick).toHaveBeenCalledOnce();
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('removes the toast even when its action fails (the failure is only logged)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const id = store.show({
      type: 'info',
      message: 'Removed',
      action: {
        label: 'Undo',
        onClick: () => {
          throw new Error('nope');
        },
      },
    });
    await store.runAction(id);
    expect(log).toHaveBeenCalledWith('Toast action failed', expect.any(Error));
    expect(store.getSnapshot()).toHaveLength(0);
    log.mockRestore();
  });

  it('does not stack the same message twice', () => {
    store.show({ type: 'error', message: 'Offline' });
    store.show({ type: 'error', message: 'Offline' });
    expect(store.getSnapshot()).toHaveLength(1);
  });
});
