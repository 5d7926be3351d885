import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { i18n } from '../i18n/i18n';
import { sessionStore } from '../lib/session/session-store';
import { configureGlobalErrorEffects, handleGlobalError } from '../shell/errors/global-error';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { routes } from './routes';

function createApp() {
  const router = createBrowserRouter(routes);
  const queryClient = createQueryClient(handleGlobalError);
  configureGlobalErrorEffects({
    // The global handler clears the session on a 401 before this runs.
    onUnauthorized: () => void router.navigate('/login'),
    onForbidden: () => void router.navigate('/access-denied'),
  });
  sessionStore.setNavigator((to) => router.navigate(to));
  return { router, queryClient };
}

export function App() {
  const [{ router, queryClient }] = useState(createApp);
  return (
    <Providers queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </Providers>
  );
}
