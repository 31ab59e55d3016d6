import { userMessage } from '@club/http';
import { useRevalidator, useRouteError } from '@club/stack';
import { ErrorView } from '@club/ui';
import { PageBody } from '@club/ui-admin';
import { USERS_LIST_FAILED } from '../api/list-users';

export const USERS_ERROR_TITLE = 'Impossible de charger les utilisateurs';

/** The users list failed: the API's French message (spec §8) and a retry that runs the loader again. */
export function UsersRouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  return (
    <PageBody>
      <ErrorView headingLevel={1} title={USERS_ERROR_TITLE} message={userMessage(error, USERS_LIST_FAILED)} onRetry={() => void revalidator.revalidate()} />
    </PageBody>
  );
}
