import { isRouteErrorResponse, useLocation, useMatches, useNavigate, useRevalidator, useRouteError } from '@club/stack';
import { ErrorView, NotFoundCard } from '@club/ui';
import { useCallback } from 'react';
import { ChunkErrorView } from './chunk-error-view';
import { useDeployedRemote } from './federation-context';
import { RemoteLoadError, errorCodeOf, isChunkLoadError } from './remote-load-error';
import { RemoteErrorView } from './remote-error-view';
import { reportRemoteFailure } from './report-remote-failure';
import type { AreaHandle } from './route-ids';

/** "Failed to fetch dynamically imported module: https://…/assets/x.js" → the chunk's URL. */
function failedUrlOf(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : '';
  return /(https?:\/\/\S+|\/\S+\.js)/.exec(message)?.[1];
}

function useCurrentArea() {
  const matches = useMatches();
  const match = [...matches].reverse().find((item) => (item.handle as Partial<AreaHandle> | undefined)?.area);
  return (match?.handle as AreaHandle | undefined)?.area;
}

/**
 * Errors of an area, rendered inside its layout (header and footer stay): its remote could not be
 * loaded, one of its chunks is missing, a 404, or any other failure of its pages.
 */
export function AreaErrorBoundary() {
  const error = useRouteError();
  const area = useCurrentArea();
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const deployed = useDeployedRemote(area?.remote);

  const reportChunkError = useCallback(() => {
    const remote = area?.remote ?? 'shell';
    const url = failedUrlOf(error) ?? deployed?.entry ?? null;
    void reportRemoteFailure(new RemoteLoadError(remote, deployed?.version ?? null, url, errorCodeOf(error), error));
  }, [area, deployed, error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundCard />;
  if (isChunkLoadError(error)) return <ChunkErrorView area={area} error={error} report={reportChunkError} />;
  if (error instanceof RemoteLoadError) {
    // Navigating to the same place runs route discovery again, which retries the remote.
    const retry = () => void navigate(location, { replace: true });
    return <RemoteErrorView area={area} onRetry={retry} />;
  }
  return <ErrorView headingLevel={1} onRetry={() => void revalidator.revalidate()} homeLink />;
}
