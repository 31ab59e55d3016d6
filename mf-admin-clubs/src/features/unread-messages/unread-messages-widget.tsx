import { contactUnreadCountQueryOptions } from '@club/api-client';
import { Link, useQuery } from '@club/stack';
import { ErrorView, LoadingView, Stack, Text } from '@club/ui';
import { paths } from '../../paths';
import { unreadText } from '../messages/message-texts';

/** Widget of the `/admin` home (slot 'admin-home', « Messages non lus »): the unread contact messages, with a link to the inbox. */
export default function UnreadMessagesWidget() {
  const { data, isPending, isError } = useQuery(contactUnreadCountQueryOptions());
  if (isPending) return <LoadingView message="Chargement des messages…" />;
  if (isError) return <ErrorView headingLevel={3} title="Messages indisponibles" message="Impossible de compter les messages non lus pour le moment." />;
  return (
    <Stack gap="sm">
      <Text weight={600}>{unreadText(data.unread)}</Text>
      <Link to={paths.messages.href()}>{data.unread === 0 ? 'Voir les messages' : 'Lire les messages'}</Link>
    </Stack>
  );
}
