import { startTransition, useEffect, useState } from 'react';

/**
 * A store's state in a component, changed as a transition.
 *
 * `useSyncExternalStore` re-renders every reader of a changed store in one blocking task: React
 * cannot slice that work or let a tap through. The session settles just after a drawn page is
 * hydrated ('loading' to signed in or out) and is read by the header, the menu, the bottom bar
 * and every product's buttons: on a budget phone that one re-render blocked the main thread for
 * most of a second. As a transition it is done in slices of a few milliseconds.
 *
 * What it costs: a reader shows the store's previous state until the transition commits (all
 * readers change in the same commit). A component mounted later reads the store as it is.
 */
export function useTransitionStore<State>(subscribe: (listener: () => void) => () => void, getSnapshot: () => State): State {
  const [state, setState] = useState(getSnapshot);
  useEffect(() => {
    const update = () => startTransition(() => setState(getSnapshot()));
    // The store may have changed between this render and the subscription.
    update();
    return subscribe(update);
  }, [subscribe, getSnapshot]);
  return state;
}
