import { apiErrorMessage } from '@club/api-client';
import { isRouteErrorResponse, useMatches, useRevalidator, useRouteError } from '@club/stack';
import { ErrorView, NotFoundCard } from '@club/ui';
import { PageBody } from '../page/page.styles';

export interface AdminRouteHandle {
  /** Shown while the page's data loads, e.g. 'Chargement des salles…'. */
  loadingMessage: string;
  /** Title of the error view when the data cannot be loaded, e.g. 'Impossible de charger la salle'. */
  errorTitle: string;
}

const DEFAULT_ERROR_TITLE = 'Impossible de charger cette page';

function useRouteHandle(): Partial<AdminRouteHandle> {
  const matches = useMatches();
  const match = [...matches].reverse().find((item) => (item.handle as Partial<AdminRouteHandle> | undefined)?.errorTitle);
  return (match?.handle as Partial<AdminRouteHandle> | undefined) ?? {};
}

/**
 * A page whose data failed to load: the API's French message (e.g. 'Salle non trouvée (404).') under
 * the page's own title, and a retry that runs its loader again.
 */
export function RouteErrorView() {
  const error = useRouteError();
  const { errorTitle = DEFAULT_ERROR_TITLE } = useRouteHandle();
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundCard />;
  return (
    <PageBody>
      <ErrorView
        headingLevel={1}
        title={errorTitle}
        message={apiErrorMessage(error, "Les données n'ont pas pu être chargées. Veuillez réessayer.")}
        onRetry={() => void revalidator.revalidate()}
      />
    </PageBody>
  );
}
