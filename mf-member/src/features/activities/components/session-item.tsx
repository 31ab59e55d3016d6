import { useSessionRegistration, useWaitingList } from '@club/api-client';
import { ATTENDANCE_STATUS_LABELS, TRAINING_SESSION_TYPE_LABELS, categoryWithSection, quoteName, waitingListPosition, type MySession } from '@club/contracts';
import { userMessage } from '@club/http';
import { styled, toast } from '@club/stack';
import { Badge, Button, Cluster, Stack, Text } from '@club/ui';
import { placesLabel, sessionLocation, timeRange } from '../session-labels';

const Item = styled.li<{ $cancelled: boolean }>`
  list-style: none;
  min-width: 0;
  overflow-wrap: anywhere;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $cancelled }) => ($cancelled ? theme.colors.danger : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  /* Seven days side by side: a denser card, so that most titles break between words rather than inside them. */
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    padding: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Title = styled.span<{ $cancelled: boolean }>`
  font-weight: 700;
  hyphens: auto;
  text-decoration: ${({ $cancelled }) => ($cancelled ? 'line-through' : 'none')};
`;

/** One session of my calendar: when, what, where, places; sign up or withdraw when I may. */
export function SessionItem({ session, dayLabel }: { session: MySession; dayLabel: string }) {
  const registration = useSessionRegistration();
  const cancelled = session.status === 'cancelled';
  const places = placesLabel(session);
  const location = sessionLocation(session);
  const full = session.placesLeft === 0 && !session.registered;

  const toggle = async () => {
    try {
      await registration.mutateAsync({ sessionId: session.id, register: !session.registered });
      toast.success(session.registered ? 'Désinscription confirmée.' : 'Inscription confirmée.');
    } catch (error) {
      toast.error(userMessage(error, "Votre inscription n'a pas pu être enregistrée. Veuillez réessayer."));
    }
  };

  return (
    <Item $cancelled={cancelled} data-testid="session-item">
      <Stack gap="xs">
        <Text size="sm" weight={600}>
          {timeRange(session)}
        </Text>
        <Title $cancelled={cancelled}>{session.title}</Title>
        <Text size="sm" muted>
          {TRAINING_SESSION_TYPE_LABELS[session.type]} · {categoryWithSection(session)}
        </Text>
        {location ? <Text size="sm">Lieu : {location}</Text> : null}
        <Cluster gap="xs">
          {places ? <Badge tone={places.tone}>{places.text}</Badge> : null}
          {session.registered ? <Badge tone="success">Inscription confirmée</Badge> : null}
          {session.coaching ? <Badge>J'encadre</Badge> : null}
          {session.attendance ? <Badge tone="success">{ATTENDANCE_STATUS_LABELS[session.attendance]}</Badge> : null}
        </Cluster>
        {session.waitingPosition !== null ? <Badge tone="info">{waitingListPosition(session.waitingPosition)}</Badge> : null}
        {session.canRegister && full ? (
          <WaitingListButton session={session} dayLabel={dayLabel} />
        ) : session.canRegister ? (
          <Button
            size="sm"
            variant={session.registered ? 'secondary' : 'primary'}
            disabled={registration.isPending}
            aria-label={`${session.registered ? 'Me désinscrire de' : "M'inscrire à"} ${quoteName(session.title)} du ${dayLabel.toLowerCase()}`}
            onClick={() => void toggle()}
          >
            {session.registered ? 'Me désinscrire' : "M'inscrire"}
          </Button>
        ) : null}
      </Stack>
    </Item>
  );
}

/** A full session: « Liste d'attente », to join at the end or to leave (the first waiting gets a freed place, ADR 171). */
function WaitingListButton({ session, dayLabel }: { session: MySession; dayLabel: string }) {
  const waitingList = useWaitingList();
  const waiting = session.waitingPosition !== null;
  const toggle = async () => {
    try {
      await waitingList.mutateAsync({ sessionId: session.id, join: !waiting });
      toast.success(
        waiting ? "Vous avez quitté la liste d'attente." : "Vous êtes sur la liste d'attente : les places libérées sont données dans l'ordre d'arrivée.",
      );
    } catch (error) {
      toast.error(userMessage(error, "La liste d'attente n'a pas pu être mise à jour. Veuillez réessayer."));
    }
  };
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={waitingList.isPending}
      aria-label={`${waiting ? "Quitter la liste d'attente de" : "Rejoindre la liste d'attente de"} ${quoteName(session.title)} du ${dayLabel.toLowerCase()}`}
      onClick={() => void toggle()}
    >
      {waiting ? "Quitter la liste d'attente" : "Liste d'attente"}
    </Button>
  );
}
