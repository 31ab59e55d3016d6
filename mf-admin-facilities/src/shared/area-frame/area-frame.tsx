import { Outlet, useNavigation } from '@club/stack';
import { LoadingView } from '@club/ui';
import { type AdminPage, PageBody } from '@club/ui-admin';
import { useEffect, useState } from 'react';
import { pageForPath } from './page-for-path';

/** Quick navigations (data already cached) keep the current page instead of flashing a loader. */
const LOADING_DELAY_MS = 250;

function useDelayed(active: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return undefined;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return active && shown;
}

/**
 * Every page of the area: while the next page of the area loads its data, its own French loading
 * message replaces the page (spec §2: every data route shows a loading message).
 */
export function AreaFrame({ pages }: { pages: readonly AdminPage[] }) {
  const navigation = useNavigation();
  const target = navigation.state === 'loading' ? pageForPath(pages, navigation.location.pathname) : undefined;
  const loading = useDelayed(Boolean(target), LOADING_DELAY_MS);
  if (loading && target) {
    return (
      <PageBody>
        <LoadingView message={target.loadingMessage} />
      </PageBody>
    );
  }
  return <Outlet />;
}
