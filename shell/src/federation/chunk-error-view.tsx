import { useLocation } from '@club/stack';
import { LoadingView } from '@club/ui';
import { useEffect, useState } from 'react';
import type { AreaDefinition } from './areas';
import { pageStaleChunkGuard } from './page-guard';
import { RemoteErrorView } from './remote-error-view';

const reported = new WeakSet<object>();

/**
 * A chunk that failed to load inside an area (stale after a redeploy, or really gone): one guarded
 * reload towards the page asked for, then the area's error view (its retry reloads the page).
 */
export function ChunkErrorView({ area, error, report }: { area: AreaDefinition | undefined; error: unknown; report: () => void }) {
  const location = useLocation();
  const target = `${location.pathname}${location.search}${location.hash}`;
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (typeof error === 'object' && error !== null && !reported.has(error)) {
      reported.add(error);
      report();
    }
    if (!pageStaleChunkGuard().tryReload(target)) setFailed(true);
  }, [error, report, target]);

  if (!failed) return <LoadingView message="Mise à jour du site…" />;
  return <RemoteErrorView area={area} onRetry={() => window.location.reload()} />;
}
