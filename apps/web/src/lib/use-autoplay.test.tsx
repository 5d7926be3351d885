import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutoplay } from './use-autoplay';

function Probe({ onTick, paused = false, restartKey = 0 }: { onTick: () => void; paused?: boolean; restartKey?: number }) {
  const running = useAutoplay(onTick, 1000, paused, restartKey);
  return <p>{running ? 'running' : 'still'}</p>;
}

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useAutoplay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    setHidden(false);
  });

  it('ticks every interval', () => {
    const onTick = vi.fn();
    render(<Probe onTick={onTick} />);
    act(() => vi.advanceTimersByTime(999));
    expect(onTick).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2001));
    expect(onTick).toHaveBeenCalledTimes(3);
  });

  it('stays still while paused', () => {
    const onTick = vi.fn();
    const { getByText } = render(<Probe onTick={onTick} paused />);
    act(() => vi.advanceTimersByTime(5000));
    expect(onTick).not.toHaveBeenCalled();
    expect(getByText('still')).toBeInTheDocument();
  });

  it('stops while the tab is hidden and resumes when it is shown', () => {
    const onTick = vi.fn();
    render(<Probe onTick={onTick} />);
    act(() => setHidden(true));
    act(() => vi.advanceTimersByTime(5000));
    expect(onTick).not.toHaveBeenCalled();
    act(() => setHidden(false));
    act(() => vi.advanceTimersByTime(1000));
    expect(onTick).toHaveBeenCalledTimes(1);
  });

  it('waits a full interval again after a restart', () => {
    const onTick = vi.fn();
    const { rerender } = render(<Probe onTick={onTick} restartKey={0} />);
    act(() => vi.advanceTimersByTime(800));
    rerender(<Probe onTick={onTick} restartKey={1} />);
    act(() => vi.advanceTimersByTime(800));
    expect(onTick).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(onTick).toHaveBeenCalledTimes(1);
  });

  it('never moves for a shopper who prefers reduced motion', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('reduce') })) as typeof window.matchMedia;
    const onTick = vi.fn();
    render(<Probe onTick={onTick} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(onTick).not.toHaveBeenCalled();
    window.matchMedia = original;
  });
});
