import type { AttendanceSheet } from '@club/contracts';
import { Heading, Stack, Text } from '@club/ui';

/** Who waits for a place of the session, in order: the first gets the next freed place automatically (ADR 171). */
export function WaitingList({ sheet }: { sheet: AttendanceSheet }) {
  return (
    <Stack gap="sm" as="section" aria-labelledby="liste-d-attente">
      <Heading level={2} size="lg" id="liste-d-attente">
        Liste d'attente
      </Heading>
      {sheet.waitingList.length === 0 ? (
        <Text muted>Personne n'attend de place pour cette séance.</Text>
      ) : (
        <>
          <Text size="sm" muted>
            Dès qu'une place se libère (désinscription ou places ajoutées), la première personne de la liste est inscrite et prévenue par e-mail.
          </Text>
          <ol aria-label="Personnes en attente">
            {sheet.waitingList.map((entry) => (
              <li key={entry.userId}>{entry.name}</li>
            ))}
          </ol>
        </>
      )}
    </Stack>
  );
}
