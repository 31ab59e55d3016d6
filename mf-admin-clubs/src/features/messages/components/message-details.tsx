import type { ContactMessageDetail } from '@club/contracts';
import { styled } from '@club/stack';
import { Heading, Text } from '@club/ui';
import { formatMoment } from '@club/ui/dates';
import { DetailsList, Section } from '@club/ui-admin';
import { MessageStateBadge } from './message-state-badge';

/** The visitor's own text, kept as they wrote it (line breaks) and never turned into HTML. */
const Body = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Replies = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const moment = (iso: string) => <time dateTime={iso}>{formatMoment(iso)}</time>;

/** Who wrote, when, about what, and the message itself. */
export function MessageDetails({ message }: { message: ContactMessageDetail }) {
  return (
    <Section aria-labelledby="message-contenu">
      <Heading level={2} id="message-contenu">
        Message
      </Heading>
      <DetailsList
        items={[
          { label: 'État', value: <MessageStateBadge state={message.state} /> },
          { label: 'Expéditeur', value: message.name },
          { label: 'Adresse e-mail', value: <a href={`mailto:${message.email}`}>{message.email}</a> },
          { label: 'Reçu le', value: moment(message.createdAt) },
          { label: 'Objet', value: message.subject },
        ]}
      />
      <Body>{message.message}</Body>
    </Section>
  );
}

/** The replies sent to the visitor, oldest first, with who sent them and when. */
export function RepliesHistory({ message }: { message: ContactMessageDetail }) {
  return (
    <Section aria-labelledby="message-reponses">
      <Heading level={2} id="message-reponses">
        Réponses envoyées
      </Heading>
      {message.replies.length === 0 ? (
        <Text muted>Aucune réponse envoyée pour le moment.</Text>
      ) : (
        <Replies>
          {message.replies.map((reply) => (
            <li key={reply.id}>
              <Text size="sm" muted>
                {reply.authorName}, le {moment(reply.createdAt)}
              </Text>
              <Body>{reply.text}</Body>
            </li>
          ))}
        </Replies>
      )}
    </Section>
  );
}
