import { useSession } from '@club/auth';
import { lazy, Suspense } from 'react';

// Downloaded only while an admin borrows someone's identity: the first load of every other visit stays as it was.
const ImpersonationBannerPanel = lazy(() => import('./impersonation-banner-panel'));

/** On every page while the session says an admin impersonates someone (better-auth's `impersonatedBy`). */
export function ImpersonationBanner() {
  const { session } = useSession();
  if (!session?.session.impersonatedBy) return null;
  return (
    <Suspense fallback={null}>
      <ImpersonationBannerPanel name={session.user.name || session.user.email} />
    </Suspense>
  );
}
