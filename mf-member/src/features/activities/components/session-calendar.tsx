import { mySessionsQueryOptions } from '@club/api-client';
import { formatParisDate, type MySession } from '@club/contracts';
import { Link, styled, useSuspenseQuery } from '@club/stack';
import { Cluster, Heading, Stack, Text, visuallyHiddenCss } from '@club/ui';
import { shiftedAnchor, WEEKDAY_HEADERS, type CalendarPeriod } from '../calendar-period';
import { SessionItem } from './session-item';

const Grid = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  grid-template-columns: 1fr;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: repeat(7, minmax(0, 1fr));
  }
`;

const Weekdays = styled.div`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    display: grid;
    grid-template-columns: repeat(7, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.xs};
    font-weight: 700;
    text-align: center;
  }
`;

const Day = styled.li<{ $outside: boolean; $today: boolean }>`
  min-width: 0;
  min-height: 6rem;
  padding: ${({ theme }) => theme.space.xs};
  border: ${({ $today }) => ($today ? '2px' : '1px')} solid ${({ theme, $today }) => ($today ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $outside }) => ($outside ? theme.colors.surfaceMuted : theme.colors.surface)};
  opacity: ${({ $outside }) => ($outside ? 0.75 : 1)};
`;

/** One column as wide as the day: a long title wraps inside its card instead of spilling into the next day. */
const Sessions = styled.ul`
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs};
`;

/**
 * A month's cell under the weekday headers shows its day number only (« 1er », « 2 »); the full date stays
 * for screen readers, and on narrow screens, where the grid is one column without headers.
 */
const FullDate = styled.span<{ $underHeaders: boolean }>`
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    ${({ $underHeaders }) => ($underHeaders ? visuallyHiddenCss : '')}
  }
`;

const DayNumber = styled.span`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    display: inline;
  }
`;

const NavLink = styled(Link)`
  font-weight: 600;
`;

/** The week or month of my sessions, Monday first, Paris days; previous/next and week/month by address. */
export function SessionCalendar({ period }: { period: CalendarPeriod }) {
  const { data } = useSuspenseQuery(mySessionsQueryOptions({ startDate: period.startDate, endDate: period.endDate }));
  const byDay = new Map<string, MySession[]>();
  for (const session of data.data) {
    const day = formatParisDate(new Date(session.startAt));
    byDay.set(day, [...(byDay.get(day) ?? []), session]);
  }
  const today = formatParisDate(new Date());
  const href = (view: string, date: string) => `?vue=${view}&date=${date}`;
  const inPeriod = data.data.filter((session) => period.days.some((day) => day.inPeriod && day.date === formatParisDate(new Date(session.startAt))));

  return (
    <Stack gap="md">
      <Cluster justify="space-between" align="center">
        <Heading level={3} size="md" id="periode-affichee" aria-live="polite">
          {period.title}
        </Heading>
        <Cluster gap="md" as="nav" aria-label="Période du calendrier">
          <NavLink to={href(period.view, shiftedAnchor(period, -1))}>{period.view === 'semaine' ? 'Semaine précédente' : 'Mois précédent'}</NavLink>
          <NavLink to={href(period.view, today)}>Aujourd'hui</NavLink>
          <NavLink to={href(period.view, shiftedAnchor(period, 1))}>{period.view === 'semaine' ? 'Semaine suivante' : 'Mois suivant'}</NavLink>
          <NavLink to={href(period.view === 'semaine' ? 'mois' : 'semaine', period.anchor)}>
            {period.view === 'semaine' ? 'Voir le mois' : 'Voir la semaine'}
          </NavLink>
        </Cluster>
      </Cluster>
      {inPeriod.length === 0 ? (
        <Text muted>{period.view === 'semaine' ? 'Aucune séance cette semaine dans vos catégories.' : 'Aucune séance ce mois-ci dans vos catégories.'}</Text>
      ) : null}
      <Weekdays aria-hidden="true">
        {WEEKDAY_HEADERS.map((label) => (
          <span key={label}>{label}</span>
        ))}
      </Weekdays>
      <Grid aria-labelledby="periode-affichee">
        {period.days.map((day) => {
          const sessions = byDay.get(day.date) ?? [];
          return (
            <Day key={day.date} $outside={!day.inPeriod} $today={day.date === today} aria-current={day.date === today ? 'date' : undefined}>
              <Stack gap="xs">
                <Heading level={4} size="sm">
                  {period.view === 'mois' ? <DayNumber aria-hidden="true">{day.dayNumber}</DayNumber> : null}
                  <FullDate $underHeaders={period.view === 'mois'}>{day.label}</FullDate>
                </Heading>
                {sessions.length ? (
                  <Sessions>
                    {sessions.map((session) => (
                      <SessionItem key={session.id} session={session} dayLabel={day.label} />
                    ))}
                  </Sessions>
                ) : null}
              </Stack>
            </Day>
          );
        })}
      </Grid>
    </Stack>
  );
}
