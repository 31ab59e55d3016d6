import { contactMessagesQueryOptions } from '@club/api-client';
import { useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { EmptyView } from '@club/ui';
import { PageBody, PageHeader, Pagination, loaderQueryClient, readSearch, routeQuery } from '@club/ui-admin';
import { paths } from '../../../paths';
import { MessageFilters } from '../components/message-filters';
import { MessagesTable } from '../components/messages-table';
import { emptyInboxText } from '../message-texts';
import { MessageListSearchSchema } from '../message-list-search';

export async function loader({ request }: LoaderFunctionArgs) {
  const search = readSearch(MessageListSearchSchema, request.url);
  await loaderQueryClient().ensureQueryData(routeQuery(contactMessagesQueryOptions(search)));
  return { search };
}

/** /admin/messages: the contact form's messages, unread first by default, newest first. */
export function Component() {
  const { search } = useLoaderData<typeof loader>();
  const { data: page } = useSuspenseQuery(routeQuery(contactMessagesQueryOptions(search)));
  const empty = emptyInboxText(search.state, Boolean(search.search));
  return (
    <PageBody>
      <PageHeader title="Messages" crumbs={[{ label: 'Administration', to: paths.home.href() }, { label: 'Messages' }]} />
      <MessageFilters key={JSON.stringify(search)} search={search} />
      {page.data.length === 0 ? (
        <EmptyView title={empty.title} message={empty.message} />
      ) : (
        <>
          <MessagesTable messages={page.data} />
          <Pagination page={page.page} limit={page.limit} total={page.total} label="Pages des messages" />
        </>
      )}
    </PageBody>
  );
}
