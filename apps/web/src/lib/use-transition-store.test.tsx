import { act, render, screen } from '@testing-library/react';
import { startTransition } from 'react';
import type * as ReactModule from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useTransitionStore } from './use-transition-store';

vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof ReactModule>();
  return { ...react, startTransition: vi.fn(react.startTransition) };
});

/** A store with a value and listeners, as the session store has. */
function makeStore(initial: string) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => value,
    set(next: string) {
      value = next;
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
}

describe('useTransitionStore', () => {
  it('shows the store as it is, follows each change, and lets go of the store when unmounted', async () => {
    const store = makeStore('loading');
    function Reader() {
      return <p>{useTransitionStore(store.subscribe, store.getSnapshot)}</p>;
    }
    const { unmount } = render(<Reader />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => store.set('signed-out'));
    expect(screen.getByText('signed-out')).toBeInTheDocument();
    unmount();
    expect(store.listeners.size).toBe(0);
  });

  it('catches a change made between its first render and its subscription', async () => {
    const store = makeStore('loading');
    function Reader() {
      const value = useTransitionStore(store.subscribe, store.getSnapshot);
      // Rendered with 'loading'; the store moves on before the effect subscribes.
      if (value === 'loading') store.set('signed-in');
      return <p>{value}</p>;
    }
    await act(async () => render(<Reader />));
    expect(screen.getByText('signed-in')).toBeInTheDocument();
  });

  it('changes as a transition (React renders it in slices, not in one blocking task)', async () => {
    const store = makeStore('a');
    function Reader() {
      return <p>{useTransitionStore(store.subscribe, store.getSnapshot)}</p>;
    }
    await act(async () => render(<Reader />));
    vi.mocked(startTransition).mockClear();
    await act(async () => store.set('b'));
    expect(screen.getByText('b')).toBeInTheDocument();
    expect(startTransition).toHaveBeenCalledTimes(1);
  });
});
