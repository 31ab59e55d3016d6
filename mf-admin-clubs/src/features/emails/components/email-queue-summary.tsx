import type { EmailQueue } from '@club/contracts';
import { Alert, Heading, Stack, Text } from '@club/ui';
import { Section } from '@club/ui-admin';
import { OUTBOX_NOTE, failedText, waitingText } from '../email-queue-text';

/** The delivery queue at a glance, above the list: how many wait and since when, the day's failures, the outbox note. */
export function EmailQueueSummary({ queue }: { queue: EmailQueue }) {
  return (
    <Section aria-labelledby="email-queue-title">
      <Heading level={2} size="lg" id="email-queue-title">
        File d'envoi
      </Heading>
      <Stack gap="xs">
        <Text weight={600}>{waitingText(queue)}</Text>
        <Text>{failedText(queue.failed24h)}</Text>
      </Stack>
      {queue.transport === 'outbox' ? (
        <Alert tone="info" role={undefined}>
          {OUTBOX_NOTE}
        </Alert>
      ) : null}
    </Section>
  );
}
