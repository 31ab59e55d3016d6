import { useSessionRegistration, useWaitingList } from '@club/api-client';
import { ATTENDANCE_STATUS_LABELS, TRAINING_SESSION_TYPE_LABELS, categoryWithSection, quoteName, waitingListPosition, type MySession } from '@club/contracts';
import { userMessage } from '@club/http';
import { styled, toast } from '@club/stack';
import { Badge, Button, Cluster, Stack, Text } from '@club/ui';
import { placesLabel, sessionLocation, timeRange } from '../../activities/session-labels';
import type { CalendarPerson } from '../family-calendar-people';

const Item = styled.li`
  list-style: none;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/** The buttons' words, « Inscrire Léa » for a child, « M'inscrire » for the adult, and what each name adds before the session. */
function actionLabels(person: CalendarPerson) {
  if (!person.personId) {
    return {
      register: ["M'inscrire", 'à'],
      withdraw: ['Me désinscrire', 'de'],
      join: ["Rejoindre la liste d'attente", 'de'],
      leave: ["Quitter la liste d'attente", 'de'],
    } as const;
  }
  const name = person.firstName;
  return {
    register: [`Inscrire ${name}`, 'à'],
    withdraw: [`Désinscrire ${name}`, 'de'],
    join: [`Mettre ${name} sur la liste d'attente`, 'de'],
    leave: [`Retirer ${name} de la liste d'attente`, 'de'],
  } as const;
}

/** One session of the family calendar, labelled with whose it is; the adult signs the child up (`?personId=`, ADR 208). */
export function FamilySessionItem({ person, session, dayLabel }: { person: CalendarPerson; session: MySession; dayLabel: string }) {
  const registration = useSessionRegistration();
  const waitingList = useWaitingList();
  const labels = actionLabels(person);
  const places = placesLabel(session);
  const location = sessionLocation(session);
  const full = session.placesLeft === 0 && !session.registered;
  const waiting = session.waitingPosition !== null;
  const what = `${quoteName(session.title)} du ${dayLabel.toLowerCase()}`;
  const busy = registration.isPending || waitingList.isPending;
  const registrationLabel = session.registered ? labels.withdraw : labels.register;
  const waitingLabel = waiting ? labels.leave : labels.join;

  const toggleRegistration = async () => {
    try {
      await registration.mutateAsync({ sessionId: session.id, register: !session.registered, personId: person.personId });
      toast.success(session.registered ? 'Désinscription confirmée.' : 'Inscription confirmée.');
    } catch (error) {
      toast.error(userMessage(error, "L'inscription n'a pas pu être enregistrée. Veuillez réessayer."));
    }
  };
  const toggleWaiting = async () => {
    try {
      await waitingList.mutateAsync({ sessionId: session.id, join: !waiting, personId: person.personId });
      toast.success(waiting ? "Liste d'attente quittée." : "Inscription sur la liste d'attente : les places libérées sont données dans l'ordre d'arrivée.");
    } catch (error) {
      toast.error(userMessage(error, "La liste d'attente n'a pas pu être mise à jour. Veuillez réessayer."));
    }
  };

  return (
    <Item data-testid="family-session-item">
      <Stack gap="xs">
        <Cluster gap="sm" align="center">
          <Badge tone="info">{person.firstName}</Badge>
          <Text size="sm" weight={600}>
            {timeRange(session)}
          </Text>
          <Text weight={700}>{session.title}</Text>
        </Cluster>
        <Text size="sm" muted>
          {TRAINING_SESSION_TYPE_LABELS[session.type]} · {categoryWithSection(session)}
          {location ? ` · ${location}` : ''}
        </Text>
        <Cluster gap="xs">
          {places ? <Badge tone={places.tone}>{places.text}</Badge> : null}
          {session.registered ? <Badge tone="success">Inscription confirmée</Badge> : null}
          {session.attendance ? <Badge tone="success">{ATTENDANCE_STATUS_LABELS[session.attendance]}</Badge> : null}
          {waiting ? <Badge tone="info">{waitingListPosition(session.waitingPosition!)}</Badge> : null}
        </Cluster>
        {session.canRegister ? (
          <div>
            {full ? (
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                aria-label={`${waitingLabel[0]} ${waitingLabel[1]} ${what}`}
                onClick={() => void toggleWaiting()}
              >
                {waitingLabel[0]}
              </Button>
            ) : (
              <Button
                size="sm"
                variant={session.registered ? 'secondary' : 'primary'}
                disabled={busy}
                aria-label={`${registrationLabel[0]} ${registrationLabel[1]} ${what}`}
                onClick={() => void toggleRegistration()}
              >
                {registrationLabel[0]}
              </Button>
            )}
          </div>
        ) : null}
      </Stack>
    </Item>
  );
}
