import { isRouteErrorResponse, useRouteError } from 'react-router';
import { describeError } from './describe-error';
import { ErrorScreen } from './error-screen';

/** Errors thrown while rendering a route (including a lazy page that failed to download). */
export function RouteErrorScreen() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error('Route error', error);
  return <ErrorScreen message={describeError(error)} />;
}
