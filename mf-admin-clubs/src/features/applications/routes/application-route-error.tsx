import { useMatches, useRevalidator, useRouteError } from '@club/stack';
import { ErrorView } from '@club/ui';
import { type AdminRouteHandle, PageBody } from '@club/ui-admin';
import { applicationErrorMessage } from '../api/application-call-error';

/** A page of applications whose data failed: the French sentence of the failed call, and a retry. */
export function ApplicationRouteError() {
  const error = useRouteError();
  const handle = [...useMatches()].reverse().find((match) => (match.handle as Partial<AdminRouteHandle> | undefined)?.errorTitle)?.handle as
    | AdminRouteHandle
    | undefined;
  const revalidator = useRevalidator();
  return (
    <PageBody>
      <ErrorView
        headingLevel={1}
        title={handle?.errorTitle ?? 'Impossible de charger cette page'}
        message={applicationErrorMessage(error, "Les données n'ont pas pu être chargées. Veuillez réessayer.")}
        onRetry={() => void revalidator.revalidate()}
      />
    </PageBody>
  );
}
