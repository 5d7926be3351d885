import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { translation as hindi } from '../i18n/bundles/hi';
import { translation as tamil } from '../i18n/bundles/ta';
import { translation as telugu } from '../i18n/bundles/te';
import { registerLanguage } from '../i18n/i18n';

// The app loads a language when it is chosen; tests have all four at hand.
registerLanguage('hi', hindi);
registerLanguage('ta', tamil);
registerLanguage('te', telugu);

// A test of the server side (`@vitest-environment node`, e.g. entry-server.test.tsx) has no window to fill in.
if (typeof window !== 'undefined') installBrowserStubs();

function installBrowserStubs(): void {
  // jsdom lacks these; Embla and the reduced-motion hook need them.
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string): MediaQueryList => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: vi.fn(),
        removeListener: vi.fn(),
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        dispatchEvent: () => false,
      }),
    });
  }

  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }

  class IntersectionObserverStub {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly thresholds: readonly number[] = [0];
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }

  if (!('ResizeObserver' in window)) {
    Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
    Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  }
  if (!('IntersectionObserver' in window)) {
    Object.defineProperty(window, 'IntersectionObserver', { writable: true, value: IntersectionObserverStub });
    Object.defineProperty(globalThis, 'IntersectionObserver', { writable: true, value: IntersectionObserverStub });
  }

  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

  afterEach(() => {
    cleanup();
    window.localStorage.clear();
  });
}
