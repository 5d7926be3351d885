import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubInView } from '../test/in-view';
import { deferredPart, hydrateWaitingParts, HydrateWhenNear, partsLoading, setHydratingDrawnView, type DeferredPart } from './hydrate-when-near';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** The part's code, as its chunk would arrive: counted, and held until the test lets it through. */
function chunk() {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  const loader = vi.fn(async () => {
    await arrived;
    return Counter;
  });
  return { loader, release };
}

let root: Root | undefined;
let container: HTMLElement | undefined;
let view: ReturnType<typeof stubInView> | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  view?.restore();
  setHydratingDrawnView(false);
  root = container = view = undefined;
});

/** What the server draws for a part (hydrate-when-near.server.test.tsx checks it is this). */
const DRAWN_PART = '<div><!--$--><button type="button">Tap<!-- --> <!-- -->0</button><!--/$--></div>';

let redrawPage: ((label?: string) => void) | undefined;

/** A page around the part that can be drawn again, passing a new props object each time. */
function Page({ part }: { part: DeferredPart<{ label: string }> }) {
  const [label, setLabel] = useState({ text: 'Tap' });
  redrawPage = (text = 'Tap') => setLabel({ text });
  return <HydrateWhenNear part={part} props={{ label: label.text }} />;
}

/** Hydrates the drawn markup with a part made while the drawn view hydrates (it waits for the shopper). */
async function hydrateDrawn(html: string) {
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  view = stubInView();
  const mismatches: unknown[] = [];
  setHydratingDrawnView(true);
  const code = chunk();
  const part = deferredPart(code.loader);
  const drawnButton = screen.getByRole('button', { name: 'Tap 0' });
  await act(async () => {
    root = hydrateRoot(container!, <Page part={part} />, { onRecoverableError: (error) => mismatches.push(error) });
  });
  setHydratingDrawnView(false);
  return { code, drawnButton, mismatches };
}

describe('a part of a drawn page hydrated when the shopper nears it', () => {
  it('keeps the drawn markup and loads no code until it nears the viewport, then hydrates the same elements', async () => {
    const { code, drawnButton, mismatches } = await hydrateDrawn(DRAWN_PART);
    expect(code.loader).not.toHaveBeenCalled();
    expect(view!.watching()).toBe(1);

    await act(async () => view!.comeIntoView());
    expect(code.loader).toHaveBeenCalledTimes(1);
    await act(async () => code.release());

    await act(async () => screen.getByRole('button', { name: 'Tap 0' }).click());
    expect(screen.getByRole('button', { name: 'Tap 1' })).toBe(drawnButton);
    expect(mismatches).toEqual([]);
  });

  it('holds a tap made before it is hydrated and replays it once, after', async () => {
    const { code, drawnButton, mismatches } = await hydrateDrawn(DRAWN_PART);
    drawnButton.click();
    // The tap opened the way to the code; the button shows that the tap is kept.
    expect(code.loader).toHaveBeenCalledTimes(1);
    expect(drawnButton).toHaveAttribute('data-early-tap');
    drawnButton.click();
    await act(async () => code.release());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tap 1' })).toBe(drawnButton));
    expect(drawnButton).not.toHaveAttribute('data-early-tap');
    expect(mismatches).toEqual([]);
  });

  it('stays as drawn when the page around it is drawn again before it is hydrated, then hydrates without a mismatch', async () => {
    const { code, drawnButton, mismatches } = await hydrateDrawn(DRAWN_PART);
    await act(async () => redrawPage!());
    expect(code.loader).not.toHaveBeenCalled();
    await act(async () => view!.comeIntoView());
    await act(async () => code.release());
    await act(async () => drawnButton.click());
    expect(screen.getByRole('button', { name: 'Tap 1' })).toBe(drawnButton);
    expect(mismatches).toEqual([]);
  });

  it('is hydrated at once with what it was drawn with when the page gives it new props first, then shows them', async () => {
    const { code, drawnButton, mismatches } = await hydrateDrawn(DRAWN_PART);
    await act(async () => redrawPage!('Press'));
    expect(code.loader).toHaveBeenCalledTimes(1);
    expect(drawnButton).toHaveTextContent('Tap 0');
    await act(async () => code.release());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Press 0' })).toBe(drawnButton));
    expect(mismatches).toEqual([]);
  });

  it('is hydrated at once, wherever it is, before a change that redraws the whole page (another language)', async () => {
    const { code, drawnButton, mismatches } = await hydrateDrawn(DRAWN_PART);
    let hydrated = false;
    const waiting = hydrateWaitingParts().then(() => (hydrated = true));
    expect(code.loader).toHaveBeenCalledTimes(1);
    await act(async () => code.release());
    await act(async () => waiting);
    expect(hydrated).toBe(true);
    await act(async () => drawnButton.click());
    expect(screen.getByRole('button', { name: 'Tap 1' })).toBe(drawnButton);
    expect(mismatches).toEqual([]);
  });

  it('does not keep the next page waiting when a part\'s code failed to load', async () => {
    const part = deferredPart(() => Promise.reject(new Error('offline')));
    await expect(partsLoading()).resolves.toBeDefined();
    await expect(part.load()).rejects.toThrow('offline');
  });

  it('is drawn at once on a page the storefront draws itself, its code started with the page', async () => {
    const code = chunk();
    const part = deferredPart(code.loader);
    expect(code.loader).toHaveBeenCalledTimes(1);
    code.release();
    await partsLoading();
    container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    const fresh = createRoot(container);
    root = fresh;
    await act(async () => fresh.render(<HydrateWhenNear part={part} props={{ label: 'Tap' }} />));
    expect(screen.getByRole('button', { name: 'Tap 0' })).toBeInTheDocument();
  });
});
