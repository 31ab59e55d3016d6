import { emailsQueryOptions } from '@club/api-client';
import { useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { EmptyView, Text } from '@club/ui';
import { PageBody, PageHeader, Pagination, loaderQueryClient, readSearch, routeQuery } from '@club/ui-admin';
import { paths } from '../../../paths';
import { EmailFilters } from '../components/email-filters';
import { EmailQueueSummary } from '../components/email-queue-summary';
import { EmailsTable } from '../components/emails-table';
import { emptyListText } from '../email-queue-text';
import { EmailListSearchSchema } from '../email-list-search';

/** While the page is open, states change under the admin's eyes (the worker retries, « Renvoyer » delivers). */
const REFRESH_MS = 5000;

export async function loader({ request }: LoaderFunctionArgs) {
  const search = readSearch(EmailListSearchSchema, request.url);
  await loaderQueryClient().ensureQueryData(routeQuery(emailsQueryOptions(search)));
  return { search };
}

/** /admin/emails: the delivery queue at a glance, then the e-mails not delivered (or failed, or delivered), newest first. */
export function Component() {
  const { search } = useLoaderData<typeof loader>();
  const { data: page, isRefetchError } = useSuspenseQuery({ ...routeQuery(emailsQueryOptions(search)), refetchInterval: REFRESH_MS });
  const empty = emptyListText(search.status, Boolean(search.search));
  return (
    <PageBody>
      <PageHeader title="E-mails" crumbs={[{ label: 'Administration', to: paths.home.href() }, { label: 'E-mails' }]} />
      <EmailQueueSummary queue={page.queue} />
      <EmailFilters key={JSON.stringify(search)} search={search} />
      {isRefetchError ? (
        <Text role="status" muted>
          La liste n'a pas pu être actualisée, nouvel essai dans quelques secondes.
        </Text>
      ) : null}
      {page.data.length === 0 ? (
        <EmptyView title={empty.title} message={empty.message} />
      ) : (
        <>
          <EmailsTable emails={page.data} />
          <Pagination page={page.page} limit={page.limit} total={page.total} label="Pages des e-mails" />
        </>
      )}
    </PageBody>
  );
}
