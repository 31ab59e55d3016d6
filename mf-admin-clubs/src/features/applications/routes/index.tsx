import { Outlet, useNavigation, type RouteObject } from '@club/stack';
import { LoadingView } from '@club/ui';
import { type AdminRouteHandle, PageBody, adminPageRoute } from '@club/ui-admin';
import { paths } from '../../../paths';
import { ApplicationRouteError } from './application-route-error';

const LIST_LOADING = 'Chargement des candidatures...';
const LIST: AdminRouteHandle = { loadingMessage: LIST_LOADING, errorTitle: 'Impossible de charger les candidatures' };
const DETAIL: AdminRouteHandle = { loadingMessage: 'Chargement de la candidature...', errorTitle: 'Impossible de charger la candidature' };

/** While the next list or application loads (a filter, a page, a row), its loading text replaces the page (spec §2). */
function ApplicationsFrame() {
  const navigation = useNavigation();
  const target = navigation.state === 'loading' ? navigation.location.pathname.replace(/\/$/, '') : undefined;
  if (target === paths.applications.href()) return <Loading message={LIST.loadingMessage} />;
  if (target?.startsWith(`${paths.applications.href()}/`)) return <Loading message={DETAIL.loadingMessage} />;
  return <Outlet />;
}

function Loading({ message }: { message: string }) {
  return (
    <PageBody>
      <LoadingView message={message} />
    </PageBody>
  );
}

/** `/admin/applications` and `/admin/applications/:applicationId`, each in its own chunk with its loader. */
export const applicationsRoute: RouteObject = {
  path: paths.applications.path,
  element: <ApplicationsFrame />,
  children: [
    adminPageRoute({ path: '', ...LIST, ErrorBoundary: ApplicationRouteError, load: () => import('./applications-list.route') }),
    adminPageRoute({ path: ':applicationId', ...DETAIL, ErrorBoundary: ApplicationRouteError, load: () => import('./application-detail.route') }),
  ],
};
