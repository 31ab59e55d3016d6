import { useRouteError } from '@club/stack';
import type { ComponentType } from 'react';

/** The page's own chunk could not be imported (a network failure, or stale after a redeploy). */
export class PageChunkError extends Error {
  override readonly name = 'PageChunkError';

  constructor(override readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

/**
 * A page's error boundary: the page's error view for its data, while a chunk that failed to load goes
 * up, unchanged, to the area's boundary in the shell (which reports it and offers a reload).
 */
export function PageErrorBoundary({ PageError }: { PageError: ComponentType }) {
  const error = useRouteError();
  if (error instanceof PageChunkError) throw error.cause;
  return <PageError />;
}
