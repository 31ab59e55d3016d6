import { PermissionDeniedError } from '@club/auth';
import { useRevalidator, useRouteError } from '@club/stack';
import { ErrorView } from '@club/ui';
import { PublicChrome } from './public-layout';

/**
 * A layout's guard refused or failed: the chrome stays, the page is replaced by the error view. A
 * refusal shows the spec's message ('Vous n'avez pas les permissions nécessaires…'), without retry.
 */
export function LayoutErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  return (
    <PublicChrome>
      {error instanceof PermissionDeniedError ? (
        <ErrorView headingLevel={1} title="Accès refusé" message={error.message} homeLink />
      ) : (
        <ErrorView headingLevel={1} onRetry={() => void revalidator.revalidate()} homeLink />
      )}
    </PublicChrome>
  );
}
