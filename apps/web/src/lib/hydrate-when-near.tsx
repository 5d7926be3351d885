import { memo, Suspense, use, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { whenInView } from './when-in-view';

/**
 * Parts of a drawn page away from its first screen, hydrated only as the shopper nears them
 * (docs/performance.md, "Hydrating what is near"). A drawn page is complete HTML: a section below
 * the fold needs its code only when the shopper can reach it. Hydrating every part at once kept a
 * budget phone busy for most of a second after the first paint; each part here stays the server's
 * markup (a Suspense boundary React leaves as drawn) until it comes within NEAR of the viewport or
 * the shopper touches or focuses it, then its code loads and React hydrates it: the same markup
 * again, nothing redrawn. A part hidden by the layout (display: none) never nears the viewport.
 *
 * A tap on a button inside a part not yet hydrated is held (marked `data-early-tap`, as the page's
 * early taps are) and replayed once the part is hydrated; links work as links meanwhile. Props
 * that change before then (the page's state moved on) wait too: the part is hydrated with those it
 * was drawn with, at once, then given the new ones.
 *
 * A page the storefront draws itself (a client navigation) shows its parts at once: their code
 * starts loading when the page's module is evaluated and the route waits for it (`partsLoading`).
 * The server draws them too: its module evaluation starts them as well.
 */

/**
 * How near the viewport a part's hydration starts: a quarter of a screen ahead, so scrolling
 * meets it ready, while the parts a screen or more below the first one wait.
 */
const NEAR = '25% 0px';

/** A promise React's `use` reads at once once it has settled (the `status` and `value` React itself sets). */
type Settling<T> = Promise<T>;

function settling<T>(promise: Promise<T>): Settling<T> {
  const marked: Promise<T> & { status?: string; value?: T } = promise.then((value) => {
    marked.status = 'fulfilled';
    marked.value = value;
    return value;
  });
  return marked;
}

export interface DeferredPart<Props> {
  load(): Settling<ComponentType<Props>>;
}

let hydratingDrawnView = false;
const started = new Set<Promise<unknown>>();

/** Set by the storefront's start while it hydrates a view the server drew; cleared once hydrated. */
export function setHydratingDrawnView(value: boolean): void {
  hydratingDrawnView = value;
}

/**
 * What the route waits for before drawing a page: the parts still loading. A part whose code
 * failed to load is not waited for (the part shows the route's error where it is drawn).
 */
export function partsLoading(): Promise<unknown> {
  return Promise.allSettled(started);
}

/**
 * A part's code, loaded by `loader`. While a drawn view hydrates it waits for the shopper;
 * otherwise (the server, a client navigation) it starts loading at once.
 */
export function deferredPart<Props>(loader: () => Promise<ComponentType<Props>>): DeferredPart<Props> {
  let loading: Settling<ComponentType<Props>> | undefined;
  const part = { load: () => (loading ??= settling(loader())) };
  if (!hydratingDrawnView) {
    const load = part.load();
    started.add(load);
    const done = () => started.delete(load);
    load.then(done, done);
  }
  return part;
}

/** A part whose code is already loaded with the page: only its hydration waits for the shopper. */
export function presentPart<Props>(component: ComponentType<Props>): DeferredPart<Props> {
  const loaded: Promise<ComponentType<Props>> & { status?: string; value?: ComponentType<Props> } = Promise.resolve(component);
  loaded.status = 'fulfilled';
  loaded.value = component;
  return { load: () => loaded };
}

/** Opened once the shopper nears the part; resolves to its code. */
interface Gate<Props> {
  code: Settling<ComponentType<Props>>;
  open(): void;
  /** Told by the part once React has hydrated it (or it cannot be). */
  hydrated(): void;
  /** Resolves once the part is hydrated. */
  done: Promise<void>;
}

/** The gates of parts not hydrated yet. */
const waitingGates = new Set<Gate<never>>();

function createGate<Props>(part: DeferredPart<Props>): Gate<Props> {
  let open!: () => void;
  let finish!: () => void;
  const gate: Gate<Props> = {
    code: settling(
      new Promise<ComponentType<Props>>((resolve, reject) => {
        open = () =>
          void part.load().then(resolve, (error: unknown) => {
            // Code that cannot load is the route's error to show; nothing waits for the part then.
            reject(error);
            gate.hydrated();
          });
      }),
    ),
    open: () => {
      const opening = open;
      open = () => {};
      opening();
    },
    hydrated: () => {
      waitingGates.delete(gate as Gate<never>);
      finish();
    },
    done: new Promise<void>((resolve) => (finish = resolve)),
  };
  return gate;
}

/**
 * Hydrates every part still waiting and resolves once they are: a change that redraws the whole
 * page (another language) must come after, since React cannot change a part it has not hydrated
 * (it would draw the part anew, a mismatch).
 */
export function hydrateWaitingParts(): Promise<void> {
  const gates = [...waitingGates];
  gates.forEach((gate) => gate.open());
  return Promise.all(gates.map((gate) => gate.done)).then(() => undefined);
}

const TAPPABLE = 'button,input[type=checkbox],input[type=radio],input[type=submit],label,summary';

interface HydrateWhenNearProps<Props> {
  part: DeferredPart<Props>;
  props: Props;
  /** The element around the part: a `<div>` with no style of its own (margins collapse through it), or a list item. */
  as?: 'div' | 'li';
  className?: string;
}

/** Draws `part` with `props`. Where a drawn view hydrates, the part waits for the shopper. */
export function HydrateWhenNear<Props extends object>({ part, props, as: Wrapper = 'div', className }: HydrateWhenNearProps<Props>) {
  const box = useRef<HTMLElement>(null);
  // Decided at this place's first render: only a view the server drew has markup to keep.
  const [gate] = useState(() => (hydratingDrawnView ? createGate(part) : null));
  const [drawnWith] = useState(props);
  const [waiting, setWaiting] = useState(gate !== null);
  const moved = waiting && !sameProps(drawnWith, props);

  useEffect(() => {
    const element = box.current;
    if (!gate || !element || !waiting) return;
    const held: HTMLElement[] = [];
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
      held.push(target);
    };
    const openIfInside = (event: Event) => {
      if (inside(event)) gate.open();
    };
    const stopWatching = whenInView(element, gate.open, NEAR);
    // On the document, caught first: React stops an event aimed at a part it cannot hydrate yet.
    document.addEventListener('click', holdTap, true);
    document.addEventListener('focusin', openIfInside, true);
    document.addEventListener('pointerdown', openIfInside, { capture: true, passive: true });
    const stopListening = () => {
      stopWatching();
      document.removeEventListener('click', holdTap, true);
      document.removeEventListener('focusin', openIfInside, true);
      document.removeEventListener('pointerdown', openIfInside, true);
    };
    let gone = false;
    void gate.done.then(() => {
      stopListening();
      held.forEach((target) => target.removeAttribute('data-early-tap'));
      if (gone) return;
      setWaiting(false);
      if (held.length) setTimeout(() => held.forEach((target) => target.isConnected && target.click()));
    });
    return () => {
      gone = true;
      stopListening();
    };
  }, [gate, waiting]);

  // The page moved on before the part was hydrated: hydrate it now, with what it was drawn with.
  useEffect(() => {
    if (moved) gate?.open();
  }, [moved, gate]);
  // Counted among the waiting once on the page (a render React set aside never is), and no more
  // once taken off it.
  useEffect(() => {
    if (!gate) return;
    waitingGates.add(gate as Gate<never>);
    return () => void waitingGates.delete(gate as Gate<never>);
  }, [gate]);

  return (
    <Wrapper ref={box as never} className={className}>
      <Boundary part={part} props={waiting ? drawnWith : props} gate={gate} />
    </Wrapper>
  );
}

interface PartProps<Props> {
  part: DeferredPart<Props>;
  props: Props;
  gate: Gate<Props> | null;
}

function sameProps<Props extends object>(before: Props, after: Props): boolean {
  const keys = Object.keys(before) as (keyof Props)[];
  return keys.length === Object.keys(after).length && keys.every((key) => Object.is(before[key], after[key]));
}

/**
 * The part's Suspense boundary, drawn again only when its props change in value: a boundary React
 * has not hydrated yet that is given new props is drawn anew instead, the server's markup thrown away.
 */
const Boundary = memo(
  function Boundary<Props extends object>(props: PartProps<Props>) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  },
  (before, after) => before.part === after.part && before.gate === after.gate && sameProps(before.props, after.props),
) as <Props extends object>(props: PartProps<Props>) => ReactNode;

function Part<Props extends object>({ part, props, gate }: PartProps<Props>) {
  const Component = use(gate ? gate.code : part.load());
  useEffect(() => gate?.hydrated(), [gate]);
  return <Component {...props} />;
}
