import { activityKeys, getMyAttendance, getMySessions } from '@club/api-client';
import type { AttendanceHistoryEntry, MySession } from '@club/contracts';
import { queryOptions } from '@club/stack';
import type { CalendarPerson } from '../family-calendar-people';

export interface PersonEntry<T> {
  person: CalendarPerson;
  entry: T;
}

const keyOf = (people: readonly CalendarPerson[]) => people.map((person) => person.personId ?? 'moi');

/** Each person's own read (`?personId=` for a child, ADR 208), one entry per session or mark, labelled with who it is for. */
async function readEach<T>(people: readonly CalendarPerson[], read: (personId: string | undefined) => Promise<T[]>): Promise<PersonEntry<T>[]> {
  const lists = await Promise.all(people.map(async (person) => (await read(person.personId)).map((entry) => ({ person, entry }))));
  return lists.flat();
}

/**
 * The family's next sessions (today and the next four weeks, the API's default period), soonest first; under
 * `activityKeys.all`, so that a sign-up, from here or from « Mes activités », reads them again.
 */
export const familySessionsQueryOptions = (people: readonly CalendarPerson[]) =>
  queryOptions({
    queryKey: activityKeys.family('upcoming', keyOf(people)),
    queryFn: async ({ signal }): Promise<PersonEntry<MySession>[]> => {
      const entries = await readEach(people, async (personId) => (await getMySessions(undefined, signal, personId)).data);
      return entries.sort((a, b) => Date.parse(a.entry.startAt) - Date.parse(b.entry.startAt));
    },
  });

/** What coaches marked for each person of the family, newest first. */
export const familyAttendanceQueryOptions = (people: readonly CalendarPerson[]) =>
  queryOptions({
    queryKey: activityKeys.family('attendance', keyOf(people)),
    queryFn: async ({ signal }): Promise<PersonEntry<AttendanceHistoryEntry>[]> => {
      const entries = await readEach(people, (personId) => getMyAttendance(signal, personId));
      return entries.sort((a, b) => Date.parse(b.entry.startAt) - Date.parse(a.entry.startAt));
    },
  });
