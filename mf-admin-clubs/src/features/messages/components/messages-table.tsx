import type { ContactMessageSummary } from '@club/contracts';
import { Link, styled } from '@club/stack';
import { formatMoment } from '@club/ui/dates';
import { type Column, DataTable } from '@club/ui-admin';
import { paths } from '../../../paths';
import { MessageStateBadge } from './message-state-badge';

/** An address has no spaces: it may break anywhere rather than widen the table past the admin menu. */
const Address = styled.span`
  display: block;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Excerpt = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Unread messages stand out in bold, beside their « Non lu » badge (the text says it, not only the weight). */
const Subject = styled.span<{ $unread: boolean }>`
  font-weight: ${({ $unread }) => ($unread ? 700 : 400)};
`;

const repliesText = (count: number) => (count === 0 ? 'Sans réponse' : count === 1 ? '1\u00a0réponse' : `${count}\u00a0réponses`);

const columns: Column<ContactMessageSummary>[] = [
  {
    header: 'Objet',
    cell: (message) => (
      <>
        <Subject $unread={message.state === 'unread'}>{message.subject}</Subject>
        <Excerpt>{message.excerpt}</Excerpt>
      </>
    ),
  },
  {
    header: 'État',
    cell: (message) => (
      <>
        <MessageStateBadge state={message.state} />
        <Excerpt>{repliesText(message.replyCount)}</Excerpt>
      </>
    ),
  },
  { header: 'Reçu le', cell: (message) => <time dateTime={message.createdAt}>{formatMoment(message.createdAt)}</time> },
];

/** The messages of a page, newest first as the API sends them; the sender opens the message. */
export function MessagesTable({ messages }: { messages: readonly ContactMessageSummary[] }) {
  return (
    <DataTable
      caption="Messages"
      rows={messages}
      rowKey={(message) => message.id}
      rowHeader={{
        header: 'Expéditeur',
        cell: (message) => (
          <>
            <Link to={paths.message.href(message.id)}>{message.name}</Link>
            <Address>{message.email}</Address>
          </>
        ),
      }}
      columns={columns}
    />
  );
}
