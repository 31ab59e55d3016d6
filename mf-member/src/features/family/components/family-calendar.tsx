import { formatParisDate, type MySession } from '@club/contracts';
import { styled, useSuspenseQuery } from '@club/stack';
import { Heading, Stack, Text } from '@club/ui';
import { capitaliseFirst, formatLongDay } from '@club/ui/dates';
import { familySessionsQueryOptions, type PersonEntry } from '../api/family-calendar-queries';
import type { CalendarPerson } from '../family-calendar-people';
import { FamilySessionItem } from './family-session-item';

const Sessions = styled.ul`
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

/** Entries by Paris day, in the order of their start. */
function byDay(entries: readonly PersonEntry<MySession>[]) {
  const days = new Map<string, PersonEntry<MySession>[]>();
  for (const item of entries) {
    const day = formatParisDate(new Date(item.entry.startAt));
    days.set(day, [...(days.get(day) ?? []), item]);
  }
  return [...days.entries()];
}

/**
 * « Calendrier de la famille »: the next four weeks of every person's sessions together, each labelled with their
 * first name, with the sign-up and the waiting list of each (docs/decisions/209-family-member-area.md).
 */
export function FamilyCalendar({ people }: { people: readonly CalendarPerson[] }) {
  const { data } = useSuspenseQuery(familySessionsQueryOptions(people));
  const now = new Date().toISOString();
  const days = byDay(data.filter((item) => item.entry.endAt > now));
  if (days.length === 0) return <Text muted>Aucune séance prévue pour votre famille dans les quatre prochaines semaines.</Text>;
  return (
    <Stack gap="md">
      {days.map(([day, items]) => {
        const label = capitaliseFirst(formatLongDay(new Date(items[0]!.entry.startAt)));
        return (
          <Stack gap="xs" key={day} as="section" aria-label={label}>
            <Heading level={3} size="sm">
              {label}
            </Heading>
            <Sessions>
              {items.map(({ person, entry }) => (
                <FamilySessionItem key={`${person.personId ?? 'moi'}-${entry.id}`} person={person} session={entry} dayLabel={label} />
              ))}
            </Sessions>
          </Stack>
        );
      })}
    </Stack>
  );
}
