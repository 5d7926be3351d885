import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useNearViewport } from './use-near-viewport';

function Probe() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

describe('useNearViewport', () => {
  it('draws "far" first, on the server as in the browser, so a drawn page hydrates with the same markup', () => {
    expect(renderToString(<Probe />)).toBe('<div>far</div>');
  });

  it('is near once mounted where the browser cannot observe', async () => {
    const observer = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = undefined as unknown as typeof IntersectionObserver;
    try {
      render(<Probe />);
      expect(await screen.findByText('near')).toBeTruthy();
    } finally {
      globalThis.IntersectionObserver = observer;
    }
  });
});
