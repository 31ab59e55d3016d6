import { isRouteErrorResponse, useRouteError } from '@club/stack';
import { ErrorView } from '../feedback/error-view';
import { NotFoundCard } from '../feedback/not-found-card';

/** Unhandled route errors of a remote running alone: the same French views as in the shell. */
export function StandaloneErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundCard />;
  return <ErrorView headingLevel={1} onRetry={() => window.location.reload()} homeLink />;
}
