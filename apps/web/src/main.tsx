import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/global.css';
import { App, createApp, whenRouterReady } from './app/app';
import { takeFirstViewState } from './app/first-view-state';
import { getStoredLanguage, loadLanguage } from './i18n/i18n';
import { installGlobalErrorListeners } from './shell/errors/global-error';

installGlobalErrorListeners();

const root = document.getElementById('root')!;
const firstViewState = takeFirstViewState();

// A shopper who chose Hindi, Tamil or Telugu sees it from the first paint; if that language
// cannot load, the store opens in English rather than not at all.
void loadLanguage(getStoredLanguage())
  .catch((error: unknown) => console.error('Language failed to load', error))
  .finally(async () => {
    const drawn = root.hasChildNodes();
    const app = createApp(firstViewState);
    // The first view the server drew stays on screen until the page's own code is here to
    // draw the same view over it (from the same data), never a loading state in between.
    if (drawn) await whenRouterReady(app);
    const render = () =>
      createRoot(root).render(
        <StrictMode>
          <App app={app} />
        </StrictMode>,
      );
    // Over a drawn view the render may take its time: as a transition React draws in slices of
    // a few milliseconds, so a tap is never kept waiting behind it, and swaps the views at once.
    if (drawn) startTransition(render);
    else render();
  });
