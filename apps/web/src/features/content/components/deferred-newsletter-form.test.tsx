import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { DeferredNewsletterForm } from './deferred-newsletter-form';

// The test setup defines IntersectionObserver writable but not configurable: assigned, not stubbed.
const setupObserver = globalThis.IntersectionObserver;
function setObserver(value: typeof IntersectionObserver | undefined): void {
  (globalThis as { IntersectionObserver?: typeof IntersectionObserver }).IntersectionObserver = value;
}

/** An IntersectionObserver the test moves: `reach()` brings every observed element near the viewport. */
function stubObserver() {
  const observers: { callback: IntersectionObserverCallback; margin?: string }[] = [];
  class ObserverStub {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, margin: options?.rootMargin });
    }
    observe(): void {}
    disconnect(): void {}
  }
  setObserver(ObserverStub as unknown as typeof IntersectionObserver);
  return {
    observers,
    reach: () =>
      act(() => observers.forEach(({ callback }) => callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver))),
  };
}

describe('DeferredNewsletterForm', () => {
  afterEach(() => setObserver(setupObserver));

  it('keeps the form (and its zod schema) out until the shopper scrolls near it, then shows the real form', async () => {
    const viewport = stubObserver();
    renderWithProviders(<DeferredNewsletterForm />);
    expect(screen.queryByRole('textbox', { name: 'Your e-mail address' })).not.toBeInTheDocument();
    expect(viewport.observers[0]?.margin).toBe('600px');
    await viewport.reach();
    // The form's module (zod, react-hook-form) takes over a second to load on a busy machine.
    expect(await screen.findByRole('textbox', { name: 'Your e-mail address' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Subscrib/ })).toBeEnabled();
  });

  it('shows the form at once where IntersectionObserver does not exist', async () => {
    setObserver(undefined);
    renderWithProviders(<DeferredNewsletterForm />);
    expect(await screen.findByRole('textbox', { name: 'Your e-mail address' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
