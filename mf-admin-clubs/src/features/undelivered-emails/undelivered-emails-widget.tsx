import { emailsQueryOptions } from '@club/api-client';
import { Link, useQuery } from '@club/stack';
import { ErrorView, LoadingView, Stack, Text } from '@club/ui';
import { paths } from '../../paths';
import { ALL_DELIVERED, OUTBOX_NOTE, failedText, waitingText } from '../emails/email-queue-text';

/** Only the queue and the count are read: one row is the smallest page the API serves. */
const UNDELIVERED = { status: 'undelivered', page: 1, limit: 1 } as const;

/**
 * Widget of the `/admin` home (slot 'admin-home', « E-mails non remis »): how many e-mails wait and since
 * when, the day's failures, with a link to the « E-mails » view; says so when every e-mail was delivered.
 */
export default function UndeliveredEmailsWidget() {
  const { data, isPending, isError } = useQuery(emailsQueryOptions(UNDELIVERED));
  if (isPending) return <LoadingView message="Chargement des e-mails…" />;
  if (isError) return <ErrorView headingLevel={3} title="E-mails indisponibles" message="Impossible de lire la file d'envoi des e-mails pour le moment." />;
  const { queue } = data;
  return (
    <Stack gap="sm">
      {data.total === 0 ? (
        <Text weight={600}>{ALL_DELIVERED}</Text>
      ) : (
        <>
          <Text weight={600}>{waitingText(queue)}</Text>
          <Text>{failedText(queue.failed24h)}</Text>
        </>
      )}
      {queue.transport === 'outbox' ? (
        <Text size="sm" muted>
          {OUTBOX_NOTE}
        </Text>
      ) : null}
      <Link to={paths.emails.href()}>Voir les e-mails</Link>
    </Stack>
  );
}
