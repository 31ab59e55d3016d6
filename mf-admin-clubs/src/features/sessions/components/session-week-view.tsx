import { formatParisDate, type TrainingSession } from '@club/contracts';
import { Link } from '@club/stack';
import { Cluster, Heading, Text } from '@club/ui';
import { WeekDay, WeekDayEntries, WeekDayEntry, WeekDays } from '@club/ui-admin';
import { useId } from 'react';
import { dayLabel, parisDay, WEEK_PARAM, weekLabel, type Week } from '../week';
import { SessionCard } from './session-card';

export interface SessionWeekViewProps {
  week: Week;
  sessions: TrainingSession[];
  /** Section and club views name each session's category. */
  showCategory: boolean;
}

const weekHref = (day: string) => `?${WEEK_PARAM}=${day}`;

/** A week of sessions, Monday first, on Paris days, with links to the previous, current and next weeks. */
export function SessionWeekView({ week, sessions, showCategory }: SessionWeekViewProps) {
  const headingId = useId();
  const today = formatParisDate(new Date());
  const byDay = new Map(week.days.map((day) => [day, sessions.filter((session) => parisDay(session.startAt) === day)]));
  return (
    <section aria-labelledby={headingId}>
      <Cluster justify="space-between">
        <Heading level={2} id={headingId}>
          {weekLabel(week)}
        </Heading>
        <nav aria-label="Semaines">
          <Cluster gap="md">
            <Link to={weekHref(week.previous)}>Semaine précédente</Link>
            <Link to={weekHref(today)}>Cette semaine</Link>
            <Link to={weekHref(week.next)}>Semaine suivante</Link>
          </Cluster>
        </nav>
      </Cluster>
      <WeekDays>
        {week.days.map((day) => {
          const daySessions = byDay.get(day) ?? [];
          return (
            <WeekDay key={day} today={day === today} aria-current={day === today ? 'date' : undefined}>
              <Heading level={3}>{dayLabel(day)}</Heading>
              {daySessions.length > 0 ? (
                <WeekDayEntries aria-label={`Séances du ${dayLabel(day).toLowerCase()}`}>
                  {daySessions.map((session) => (
                    <WeekDayEntry key={session.id} muted={session.status === 'cancelled'}>
                      <SessionCard session={session} showCategory={showCategory} />
                    </WeekDayEntry>
                  ))}
                </WeekDayEntries>
              ) : (
                <Text size="sm" muted>
                  Aucune séance
                </Text>
              )}
            </WeekDay>
          );
        })}
      </WeekDays>
    </section>
  );
}
