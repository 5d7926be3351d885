import { afterEach, describe, expect, it } from 'vitest';
import { renderTime, setRenderClock } from './render-clock';

describe('the time a first render shows', () => {
  afterEach(() => setRenderClock(undefined));

  it('is the time the view was drawn at while a drawn view is hydrated', () => {
    const drawnAt = Date.UTC(2026, 10, 28, 10, 0, 0);
    setRenderClock(drawnAt);
    expect(renderTime().getTime()).toBe(drawnAt);
  });

  it('is the real time otherwise', () => {
    const before = Date.now();
    const shown = renderTime().getTime();
    expect(shown).toBeGreaterThanOrEqual(before);
    expect(shown).toBeLessThanOrEqual(Date.now());
  });
});
