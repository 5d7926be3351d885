import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubIdleCallbacks } from '../test/idle-callbacks';
import { stubInView } from '../test/in-view';
import { useCarousel } from './use-carousel';

// Embla itself needs layout jsdom lacks; the stand-in records when it was started, with which options.
const embla = vi.hoisted(() => {
  const api = { scrollNext: vi.fn(), destroy: vi.fn(), reInit: vi.fn() };
  return { api, start: vi.fn((_viewport: HTMLElement, _options: unknown) => api) };
});
vi.mock('embla-carousel', () => ({ default: embla.start }));

let renders = 0;


function Probe() {
  renders += 1;
  const { rootRef, viewportRef, embla: api, start } = useCarousel({ loop: true, align: 'start' });
  return (
    <div ref={rootRef} data-testid="carousel" data-started={api ? 'yes' : 'no'}>
      <div ref={viewportRef} data-testid="viewport">
        <ul>
          <li>One</li>
        </ul>
      </div>
      <button type="button" onClick={() => start()?.scrollNext()}>
        Next
      </button>
    </div>
  );
}

function preferReducedMotion(reduce: boolean) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({ ...original(query), matches: reduce && query.includes('reduce') })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

describe('useCarousel', () => {
  let idle: ReturnType<typeof stubIdleCallbacks>;
  let view: ReturnType<typeof stubInView>;
  beforeEach(() => {
    idle = stubIdleCallbacks();
    view = stubInView();
  });
  /** What lets a carousel start on its own: an idle browser, then the carousel near the viewport. */
  const idleAndInView = () =>
    act(() => {
      idle.goIdle();
      view.comeIntoView();
    });
  afterEach(() => {
    cleanup(); // before the stand-in for idle callbacks goes
    vi.unstubAllGlobals();
    view.restore();
    embla.start.mockClear();
    embla.api.scrollNext.mockClear();
    embla.api.destroy.mockClear();
  });

  it('does not start Embla while the page loads: not on the first render, not in its effects', () => {
    render(<Probe />);
    expect(embla.start).not.toHaveBeenCalled();
    expect(screen.getByTestId('carousel')).toHaveAttribute('data-started', 'no');
    expect(idle.pending()).toBe(1);
  });

  it('mounts in one render: attaching its elements sets no state (that re-rendered every card in one blocking task after hydration)', () => {
    renders = 0;
    render(<Probe />);
    expect(renders).toBe(1);
  });

  it('starts Embla on the viewport once the browser is idle and the carousel near the viewport, and only once', () => {
    render(<Probe />);
    act(() => idle.goIdle());
    // A rail below the fold waits: starting it lays out the page around it.
    expect(embla.start).not.toHaveBeenCalled();
    act(() => view.comeIntoView());
    expect(embla.start).toHaveBeenCalledTimes(1);
    expect(embla.start.mock.calls[0]![0]).toBe(screen.getByTestId('viewport'));
    expect(screen.getByTestId('carousel')).toHaveAttribute('data-started', 'yes');
    fireEvent.pointerDown(screen.getByTestId('viewport'));
    expect(embla.start).toHaveBeenCalledTimes(1);
  });

  it('a tap on an arrow starts Embla, then moves it, before the browser was ever idle', () => {
    render(<Probe />);
    const next = screen.getByRole('button', { name: 'Next' });
    act(() => {
      fireEvent.pointerDown(next);
    });
    expect(embla.start).toHaveBeenCalledTimes(1);
    fireEvent.click(next);
    expect(embla.api.scrollNext).toHaveBeenCalledTimes(1);
    // Started by the tap, the idle start is called off.
    expect(idle.pending()).toBe(0);
    expect(view.watching()).toBe(0);
  });

  it('a click without a pointer before it (the keyboard) starts Embla and moves it', () => {
    render(<Probe />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(embla.start).toHaveBeenCalledTimes(1);
    expect(embla.api.scrollNext).toHaveBeenCalledTimes(1);
  });

  it.each(['touchStart', 'focusIn', 'wheel'] as const)('reaching for the carousel (%s) starts Embla', (event) => {
    render(<Probe />);
    act(() => {
      fireEvent[event](screen.getByText('One'));
    });
    expect(embla.start).toHaveBeenCalledTimes(1);
  });

  it('stops Embla when the carousel leaves the page', () => {
    const { unmount } = render(<Probe />);
    idleAndInView();
    unmount();
    expect(embla.api.destroy).toHaveBeenCalledTimes(1);
  });

  it("glides with Embla's own duration by default", () => {
    const restore = preferReducedMotion(false);
    render(<Probe />);
    idleAndInView();
    expect(embla.start.mock.calls.at(-1)![1]).toEqual({ loop: true, align: 'start', duration: 25 });
    restore();
  });

  it('jumps (duration 0) for a shopper who prefers reduced motion', () => {
    const restore = preferReducedMotion(true);
    render(<Probe />);
    idleAndInView();
    expect(embla.start.mock.calls.at(-1)![1]).toEqual({ loop: true, align: 'start', duration: 0 });
    restore();
  });
});
