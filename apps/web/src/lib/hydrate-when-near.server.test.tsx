// @vitest-environment node
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { deferredPart, HydrateWhenNear, partsLoading } from './hydrate-when-near';

function Counter({ label }: { label: string }) {
  const [count] = useState(0);
  return (
    <button type="button">
      {label} {count}
    </button>
  );
}

describe('a part hydrated when the shopper nears it, drawn by the server', () => {
  it('is drawn with its content in a Suspense boundary, not a fallback, once its code (started with the page) has loaded', async () => {
    const part = deferredPart(async () => Counter);
    await partsLoading();
    // The markup the browser test hydrates (hydrate-when-near.test.tsx, DRAWN_PART).
    expect(renderToString(<HydrateWhenNear part={part} props={{ label: 'Tap' }} />)).toBe(
      '<div><!--$--><button type="button">Tap<!-- --> <!-- -->0</button><!--/$--></div>',
    );
  });
});
