import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { handleGlobalError } from '../shell/errors/global-error';
import { PageError } from '../shell/errors/page-error';

/** A page module that failed to load (or threw while loading): report it, offer a way on. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    handleGlobalError(error);
  }, [error]);
  return <PageError />;
}
