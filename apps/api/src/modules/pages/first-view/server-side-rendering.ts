import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { CreateFirstViewRenderer, FirstView } from '@aabhushan/shared/first-view';
import type { StoreLanguage } from '@aabhushan/shared/language-choice';

export type { FirstView };

/** A drawn view, the API addresses whose answers it was drawn from, and whether every read it made was answered. */
export interface DrawnView {
  view: FirstView;
  reads: string[];
  complete: boolean;
  /** A read answered 503 (the database does not answer): the view shows failures, not the store. */
  storeBusy: boolean;
}

/** Where a first view is drawn: a page address (path and query), in one of the store's languages. */
export interface PageAddress {
  url: string;
  language: StoreLanguage;
}

/** Draws the first view of a page address; null when the page has none to draw (a redirect). */
export type RenderFirstView = (at: PageAddress) => Promise<DrawnView | null>;

interface ServerEntry {
  createFirstViewRenderer: CreateFirstViewRenderer;
}

/**
 * The storefront's server-side rendering (SSR): loads its server entry
 * (apps/web/src/entry-server.tsx, built into apps/web/dist-server),
 * given the app's own public answers: each read is an in-process request without a session,
 * through the public answer cache, so a first view shows exactly what the API says. Each
 * drawing notes the addresses it read successfully (one drawing's reads kept apart from
 * another's running at the same time). Undefined while the entry is not built (pages then
 * start from their scripts alone).
 */
export async function loadFirstViewRenderer(app: FastifyInstance, entryFile: string | undefined): Promise<RenderFirstView | undefined> {
  if (!entryFile || !existsSync(entryFile)) return undefined;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const readsOfThisDrawing = new AsyncLocalStorage<{ reads: Set<string>; failed: boolean; storeBusy: boolean }>();
  const render = entry.createFirstViewRenderer(async (url) => {
    const response = await app.inject({ method: 'GET', url });
    let body: unknown = null;
    try {
      body = JSON.parse(response.body);
    } catch {
      // Not JSON: the storefront treats it as a failed read.
    }
    const drawing = readsOfThisDrawing.getStore();
    if (drawing && response.statusCode === 200) drawing.reads.add(url);
    else if (drawing) drawing.failed = true;
    if (drawing && response.statusCode === 503) drawing.storeBusy = true;
    return { status: response.statusCode, body };
  });
  return async ({ url, language }) => {
    const drawing = { reads: new Set<string>(), failed: false, storeBusy: false };
    const view = await readsOfThisDrawing.run(drawing, () => render(url, language));
    return view && { view, reads: [...drawing.reads], complete: !drawing.failed, storeBusy: drawing.storeBusy };
  };
}
