import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRenderClock } from './render-clock';
import { useCountdown } from './use-countdown';

beforeEach(() => vi.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') }));
afterEach(() => {
  vi.useRealTimers();
  setRenderClock(undefined);
});

describe('useCountdown (wall clock)', () => {
  it('counts to an end given as a time stamp, restarts with a new end, and shows 0 for none', () => {
    const { result, rerender } = renderHook(({ endsAt }: { endsAt: number | null }) => useCountdown(endsAt), {
      initialProps: { endsAt: null as number | null },
    });
    expect(result.current).toMatchObject({ totalSeconds: 0, ended: true });
    rerender({ endsAt: Date.now() + 60_000 });
    expect(result.current.totalSeconds).toBe(60);
    act(() => vi.advanceTimersByTime(59_000));
    expect(result.current.totalSeconds).toBe(1);
    rerender({ endsAt: Date.now() + 60_000 });
    expect(result.current.totalSeconds).toBe(60);
  });

  it('reads the clock, so time that passed while the tab slept counts', () => {
    const { result } = renderHook(() => useCountdown('2025-03-01T10:10:00Z'));
    expect(result.current).toMatchObject({ minutes: 10, seconds: 0 });
    act(() => {
      vi.setSystemTime(new Date('2025-03-01T10:05:00Z'));
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.minutes).toBe(4);
  });

  it('first shows the time left when the view was drawn (as the server drew it), then the real time', () => {
    setRenderClock(Date.now() - 3_000);
    const shown: number[] = [];
    renderHook(() => shown.push(useCountdown('2025-03-01T10:10:00Z').totalSeconds));
    expect(shown[0]).toBe(603);
    expect(shown.at(-1)).toBe(600);
  });
});
