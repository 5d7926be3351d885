import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/global.css';
import { App } from './app/app';
import { getStoredLanguage, loadLanguage } from './i18n/i18n';
import { installGlobalErrorListeners } from './shell/errors/global-error';

installGlobalErrorListeners();

// A shopper who chose Hindi, Tamil or Telugu sees it from the first paint; if that language
// cannot load, the store opens in English rather than not at all.
void loadLanguage(getStoredLanguage())
  .catch((error: unknown) => console.error('Language failed to load', error))
  .finally(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
