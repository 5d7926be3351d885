import { afterEach, describe, expect, it } from 'vitest';
import { takeFirstViewState } from './first-view-state';

function putState(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'first-view-state';
  script.textContent = text;
  document.head.append(script);
}

describe('the data the first view was drawn from', () => {
  afterEach(() => document.getElementById('first-view-state')?.remove());

  it('is read once from the HTML and removed', () => {
    const state = { mutations: [], queries: [{ queryKey: ['product', 'ruby'], queryHash: '["product","ruby"]', state: { data: { slug: 'ruby' } } }] };
    putState(JSON.stringify(state));
    expect(takeFirstViewState()).toEqual(state);
    expect(document.getElementById('first-view-state')).toBeNull();
    expect(takeFirstViewState()).toBeUndefined();
  });

  it('is ignored when damaged or not a query cache', () => {
    putState('{"queries":');
    expect(takeFirstViewState()).toBeUndefined();
    putState('{"queries":"none"}');
    expect(takeFirstViewState()).toBeUndefined();
  });
});
