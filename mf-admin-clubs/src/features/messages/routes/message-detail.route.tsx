import { contactMessageKeys, contactMessageQueryOptions } from '@club/api-client';
import { useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { PageBody, PageHeader, loaderQueryClient, requiredParam, routeQuery } from '@club/ui-admin';
import { paths } from '../../../paths';
import { MessageActions } from '../components/message-actions';
import { MessageDetails, RepliesHistory } from '../components/message-details';
import { ReplyForm } from '../components/reply-form';

export async function loader({ params }: LoaderFunctionArgs) {
  const messageId = requiredParam(params, 'messageId');
  const queryClient = loaderQueryClient();
  await queryClient.ensureQueryData(routeQuery(contactMessageQueryOptions(messageId)));
  // Opening an unread message marked it read: the lists and the count held in memory no longer say so.
  queryClient.removeQueries({ queryKey: contactMessageKeys.lists() });
  queryClient.removeQueries({ queryKey: contactMessageKeys.unreadCount() });
  return { messageId };
}

/** /admin/messages/:messageId: the message (opening it marks it read), its actions, the reply form and the replies sent. */
export function Component() {
  const { messageId } = useLoaderData<typeof loader>();
  const { data: message } = useSuspenseQuery(routeQuery(contactMessageQueryOptions(messageId)));
  return (
    <PageBody>
      <PageHeader
        title={message.subject}
        crumbs={[{ label: 'Messages', to: paths.messages.href() }, { label: message.subject }]}
        actions={<MessageActions message={message} />}
      />
      <MessageDetails message={message} />
      <ReplyForm message={message} />
      <RepliesHistory message={message} />
    </PageBody>
  );
}
