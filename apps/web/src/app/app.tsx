import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { i18n } from '../i18n/i18n';
import { configureGlobalErrorEffects, handleGlobalError } from '../shell/errors/global-error';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { routes } from './routes';

function createApp() {
  const router = createBrowserRouter(routes);
  const queryClient = createQueryClient(handleGlobalError);
  configureGlobalErrorEffects({
    // No session exists yet; when sign-in arrives, a 401 clears it here before going to /login.
    onUnauthorized: () => void router.navigate('/login'),
    onForbidden: () => void router.navigate('/access-denied'),
  });
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
