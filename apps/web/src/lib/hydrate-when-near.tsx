import { Suspense, use, useEffect, useRef, useState, type ComponentType } from 'react';
import { whenInView } from './when-in-view';

/**
 * Parts of a drawn page far below its first screen, hydrated only as the shopper nears them
 * (docs/performance.md, "Hydrating what is near"). A drawn page is complete HTML: a section below
 * the fold needs its code only when the shopper can reach it. Hydrating every part at once kept a
 * budget phone busy for most of a second after the first paint; each part here stays the server's
 * markup (a Suspense boundary React leaves as drawn) until it comes within NEAR of the viewport or
 * the shopper touches or focuses it, then its code loads and React hydrates it, the same markup
 * again, nothing redrawn.
 *
 * A tap on a button inside a part not yet hydrated is held (marked `data-early-tap`, as the page's
 * early taps are) and replayed once the part is hydrated; links work as links meanwhile.
 *
 * A page the storefront draws itself (a client navigation) shows its parts at once: their code
 * starts loading when the page's module is evaluated and the route waits for it (`partsLoading`).
 * The server draws them too (its module evaluation starts them as well).
 */

/**
 * How near the viewport a part's hydration starts: a quarter of a screen ahead, so scrolling
 * meets it ready, while the parts a screen or more below the first one wait.
 */
const NEAR = '25% 0px';

export interface DeferredPart<Props> {
  load(): Promise<ComponentType<Props>>;
  /** The part's component once loaded (the server draws it from here). */
  loaded?: ComponentType<Props>;
}

let hydratingDrawnView = false;
const started = new Set<Promise<unknown>>();

/** Set by the storefront's start while it hydrates a view the server drew; cleared once hydrated. */
export function setHydratingDrawnView(value: boolean): void {
  hydratingDrawnView = value;
}

/** What the route waits for before drawing a page: the parts started since the page's code loaded. */
export function partsLoading(): Promise<unknown> {
  return Promise.all(started);
}

/**
 * A part's code, loaded by `loader`. While a drawn view hydrates it waits for the shopper;
 * otherwise (the server, a client navigation) it starts loading at once.
 */
export function deferredPart<Props>(loader: () => Promise<ComponentType<Props>>): DeferredPart<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  const part: DeferredPart<Props> = {
    load: () =>
      (loading ??= loader().then((component) => {
        part.loaded = component;
        return component;
      })),
  };
  if (!hydratingDrawnView) started.add(part.load());
  return part;
}

/** Opened once the shopper nears the part; resolves to its code. */
interface Gate<Props> {
  promise: Promise<ComponentType<Props>>;
  open(): void;
  hydrated(): void;
}

function createGate<Props>(part: DeferredPart<Props>, onHydrated: () => void): Gate<Props> {
  let open!: () => void;
  const promise = new Promise<ComponentType<Props>>((resolve, reject) => {
    open = () => void part.load().then(resolve, reject);
  });
  return {
    promise,
    open: () => {
      const opening = open;
      open = () => {};
      opening();
    },
    hydrated: onHydrated,
  };
}

/** The server draws a part from its loaded code, synchronously: `use` would leave a fallback there. */
const drawingOnServer = typeof document === 'undefined';

const TAPPABLE = 'button,input[type=checkbox],input[type=radio],input[type=submit],label,summary';

/**
 * Draws `part` with `props` in a block of its own (a `<div>` with no style of its own: margins
 * collapse through it, so the page looks the same). Where a drawn view hydrates, the part waits.
 */
export function HydrateWhenNear<Props extends object>({ part, props }: { part: DeferredPart<Props>; props: Props }) {
  const box = useRef<HTMLDivElement>(null);
  const held = useRef<HTMLElement[]>([]);
  // Decided at this place's first render: only a view the server drew has markup to keep.
  const [gate] = useState(() =>
    hydratingDrawnView
      ? createGate(part, () => {
          const taps = held.current.splice(0);
          taps.forEach((element) => element.removeAttribute('data-early-tap'));
          if (taps.length) setTimeout(() => taps.forEach((element) => element.isConnected && element.click()));
        })
      : null,
  );
  const [waiting, setWaiting] = useState(gate !== null);

  useEffect(() => {
    const element = box.current;
    if (!gate || !element || !waiting) return;
    const inside = (event: Event) => event.target instanceof Element && element.contains(event.target);
    const holdTap = (event: Event) => {
      if (!inside(event)) return;
      gate.open();
      const target = (event.target as Element).closest<HTMLElement>(TAPPABLE);
      if (!target) return;
      event.preventDefault();
      event.stopPropagation();
      if (target.hasAttribute('data-early-tap')) return;
      target.setAttribute('data-early-tap', '');
      held.current.push(target);
    };
    const openIfInside = (event: Event) => {
      if (inside(event)) gate.open();
    };
    const stopWatching = whenInView(element, gate.open, NEAR);
    // On the document, caught first: React stops an event aimed at a part it cannot hydrate yet.
    document.addEventListener('click', holdTap, true);
    document.addEventListener('focusin', openIfInside, true);
    document.addEventListener('pointerdown', openIfInside, { capture: true, passive: true });
    void gate.promise.then(
      () => setWaiting(false),
      () => setWaiting(false),
    );
    return () => {
      stopWatching();
      document.removeEventListener('click', holdTap, true);
      document.removeEventListener('focusin', openIfInside, true);
      document.removeEventListener('pointerdown', openIfInside, true);
    };
  }, [gate, waiting]);

  return (
    <div ref={box}>
      <Suspense fallback={null}>
        <Part part={part} props={props} gate={gate} />
      </Suspense>
    </div>
  );
}

function Part<Props extends object>({ part, props, gate }: { part: DeferredPart<Props>; props: Props; gate: Gate<Props> | null }) {
  const Component = drawingOnServer && part.loaded ? part.loaded : use(gate ? gate.promise : part.load());
  useEffect(() => gate?.hydrated(), [gate]);
  return <Component {...props} />;
}
