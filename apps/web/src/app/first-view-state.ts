import type { DehydratedState } from '@tanstack/react-query';
import { FIRST_VIEW_STATE_ELEMENT_ID } from '@aabhushan/shared/first-view';

/** The data a view was drawn from (entry-server.tsx's DrawnState; `drawnAt` absent in a page of an older build). */
export type FirstViewState = DehydratedState & { drawnAt?: number };

/**
 * The data the server drew the page's first view from (entry-server.tsx), read once from the
 * HTML and removed; undefined when the page came without one or it is damaged (the page then
 * asks the API as usual).
 */
export function takeFirstViewState(): FirstViewState | undefined {
  const element = document.getElementById(FIRST_VIEW_STATE_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const state: unknown = JSON.parse(element.textContent ?? '');
    return typeof state === 'object' && state !== null && Array.isArray((state as DehydratedState).queries) ? (state as FirstViewState) : undefined;
  } catch {
    return undefined;
  }
}
