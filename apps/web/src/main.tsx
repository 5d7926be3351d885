import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/global.css';
import { App, createApp, loadPageCode, whenRouterReady } from './app/app';
import { takeFirstViewState } from './app/first-view-state';
import { startReadsAtOpen } from './app/reads-at-open';
import { changeLanguage, i18n, loadLanguage, settleWantedLanguage } from './i18n/i18n';
import type { LanguageCode } from './lib/localized';
import { setHydratingDrawnView } from './lib/hydrate-when-near';
import { nextTask } from './lib/next-task';
import { sessionStore } from './lib/session/session-store';
import { installGlobalErrorListeners } from './shell/errors/global-error';

installGlobalErrorListeners();
// The stored session is restored from here on, while the page's code loads and hydrates; the
// page hears of it once it is the storefront's (SessionProvider).
sessionStore.prepare();

const root = document.getElementById('root')!;
const firstViewState = takeFirstViewState();
// Before the page's code is evaluated: its parts below the first screen then wait to be hydrated.
setHydratingDrawnView(root.hasChildNodes());
// The page opens in the language its view was drawn in (i18n.ts); the shopper's own choice follows.
const startLanguage = i18n.language as LanguageCode;
const wantedLanguage = settleWantedLanguage();

void loadLanguage(startLanguage).then(
  () => start(root.hasChildNodes()),
  (error: unknown) => {
    // The drawn view's language cannot load: the store opens in English rather than not at all.
    console.error('Language failed to load', error);
    root.replaceChildren();
    void start(false);
  },
);

/** Settles once the page is the storefront's (a drawn view hydrated): the reads at open wait for it. */
let markHydrated!: () => void;
const hydrated = new Promise<void>((resolve) => (markHydrated = resolve));

const onceHydrated = () => {
  markHydrated();
  // Switched only now: a switch while a drawn view is hydrating would draw its remaining parts in
  // the other language (a mismatch).
  if (wantedLanguage !== i18n.language) void changeLanguage(i18n, wantedLanguage);
};

async function start(drawn: boolean) {
  // The scripts' evaluation, the page's own code, the router's start and hydration's first slice
  // are each a task of their own: together they blocked a budget phone for 150 ms and more.
  await nextTask();
  await loadPageCode(window.location.pathname);
  await nextTask();
  const app = createApp(firstViewState);
  void startReadsAtOpen(window.location.pathname, app.queryClient, hydrated);
  const page = (
    <StrictMode>
      <App app={app} onReady={onceHydrated} />
    </StrictMode>
  );
  if (drawn) {
    // The storefront takes over the view the server drew (server-side rendering) by hydrating
    // it: the same markup, no DOM rebuilt. It waits for the page's own code (its lazy route), and
    // hydrates as a transition: React works in slices of a few milliseconds, so a tap is never
    // kept waiting behind it. A mismatch is reported (the browser tests fail on it).
    await whenRouterReady(app);
    await nextTask();
    startTransition(() => {
      hydrateRoot(root, page, { onRecoverableError: (error) => console.error('The drawn page did not match the storefront', error) });
    });
  } else {
    setHydratingDrawnView(false);
    createRoot(root).render(page);
  }
}
