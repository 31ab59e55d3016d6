import { TRAINING_SESSION_STATUS_LABELS, TRAINING_SESSION_TYPE_LABELS, categoryWithSection, type TrainingSession } from '@club/contracts';
import { Link } from '@club/stack';
import { Badge, Cluster, Text } from '@club/ui';
import { sessionAttendanceHref, sessionEditHref } from '../club-links';
import { dayLabel, parisDay, parisTime } from '../week';

const STATUS_TONE = { planned: 'info', cancelled: 'error', completed: 'success' } as const;

/** Where it takes place: the room (booked) or the free-text place. */
export const sessionPlace = (session: TrainingSession) => session.roomName ?? session.place ?? 'Lieu à préciser';

/** One occurrence in a week view: hours (Paris), title, type, category, place, coaches, places, status, then its links. */
export function SessionCard({ session, showCategory }: { session: TrainingSession; showCategory: boolean }) {
  const cancelled = session.status === 'cancelled';
  return (
    <>
      <Text as="span" size="sm" weight={700}>
        {parisTime(session.startAt)} – {parisTime(session.endAt)}
      </Text>
      <Text as="span" size="sm" weight={600} style={cancelled ? { textDecoration: 'line-through' } : undefined}>
        {session.title}
      </Text>
      <Cluster gap="xs">
        <Badge>{TRAINING_SESSION_TYPE_LABELS[session.type]}</Badge>
        <Badge tone={STATUS_TONE[session.status]}>{TRAINING_SESSION_STATUS_LABELS[session.status]}</Badge>
      </Cluster>
      {showCategory ? (
        <Text as="span" size="sm">
          {categoryWithSection(session)}
        </Text>
      ) : null}
      <Text as="span" size="sm" muted>
        {session.roomName ? `Salle : ${session.roomName}` : `Lieu : ${sessionPlace(session)}`}
      </Text>
      {session.coaches.length > 0 ? (
        <Text as="span" size="sm" muted>
          Encadrement : {session.coaches.map((coach) => coach.name).join(', ')}
        </Text>
      ) : null}
      {session.maxParticipants !== null ? (
        <Text as="span" size="sm" muted>
          Inscrits : {session.registeredCount} / {session.maxParticipants}
        </Text>
      ) : null}
      <Cluster gap="sm">
        <Link to={sessionEditHref(session)} aria-label={`Modifier la séance «\u00a0${session.title}\u00a0» du ${dayLabel(parisDay(session.startAt))}`}>
          Modifier
        </Link>
        {!cancelled ? (
          <Link to={sessionAttendanceHref(session)} aria-label={`Présences de la séance «\u00a0${session.title}\u00a0»`}>
            Présences
          </Link>
        ) : null}
      </Cluster>
    </>
  );
}
