import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCarousel } from './use-carousel';

// Embla itself needs layout jsdom lacks; the stand-in records the options it was given.
const embla = vi.hoisted(() => ({ options: [] as unknown[] }));
vi.mock('embla-carousel-react', () => ({
  default: (options: unknown) => {
    embla.options.push(options);
    return [() => undefined, undefined];
  },
}));

function Probe() {
  useCarousel({ loop: true, align: 'start' });
  return null;
}

function preferReducedMotion(reduce: boolean) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({ ...original(query), matches: reduce && query.includes('reduce') })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

describe('useCarousel', () => {
  afterEach(() => {
    embla.options.length = 0;
  });

  it('glides with Embla\'s own duration by default', () => {
    const restore = preferReducedMotion(false);
    render(<Probe />);
    expect(embla.options.at(-1)).toEqual({ loop: true, align: 'start', duration: 25 });
    restore();
  });

  it('jumps (duration 0) for a shopper who prefers reduced motion', () => {
    const restore = preferReducedMotion(true);
    render(<Probe />);
    expect(embla.options.at(-1)).toEqual({ loop: true, align: 'start', duration: 0 });
    restore();
  });
});
