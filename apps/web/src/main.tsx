import { StrictMode } from 'react';
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
    const app = createApp(firstViewState);
    // The first view the server drew stays on screen until the page's own code is here to
    // draw the same view over it (from the same data), never a loading state in between.
    if (root.hasChildNodes()) await whenRouterReady(app);
    createRoot(root).render(
      <StrictMode>
        <App app={app} />
      </StrictMode>,
    );
  });
