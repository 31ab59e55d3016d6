import { json, type FetchHandler } from '@club/ui/testing';

/** Fixtures of the family page's tests: three children (8, 12 and 16 years old), sessions in the coming days. */
export const TOM = '0b7d1c7e-0000-4000-8000-00000000a001';
const INES = '0b7d1c7e-0000-4000-8000-00000000a002';
export const HUGO = '0b7d1c7e-0000-4000-8000-00000000a003';

const yearsAgo = (years: number) => {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - years, day.getUTCMonth(), day.getUTCDate() - 10);
  return day.toISOString().slice(0, 10);
};

export const familyMember = (patch: Record<string, unknown>) => ({
  id: TOM,
  firstName: 'Tom',
  lastName: 'Martin',
  dateOfBirth: yearsAgo(8),
  relationship: 'child',
  age: 8,
  loginEmail: null,
  managed: true,
  memberships: [],
  pendingApplications: 0,
  createdAt: '2026-09-01T10:00:00.000Z',
  ...patch,
});

export const TOM_IN_JUDO = familyMember({ memberships: [{ sectionName: 'Judo', categoryName: 'Poussins' }] });
export const INES_WAITING = familyMember({ id: INES, firstName: 'Inès', dateOfBirth: yearsAgo(12), age: 12, pendingApplications: 1 });
export const HUGO_16 = familyMember({ id: HUGO, firstName: 'Hugo', dateOfBirth: yearsAgo(16), age: 16 });

const inDays = (days: number, hour: number) => {
  const day = new Date(Date.now() + days * 86_400_000);
  day.setUTCHours(hour, 0, 0, 0);
  return day.toISOString();
};

export const mySession = (patch: Record<string, unknown>) => ({
  id: 's1',
  clubId: null,
  sectionId: 'sec',
  sectionName: 'Judo',
  categoryId: 'c1',
  categoryName: 'Poussins',
  seriesId: null,
  title: 'Judo des poussins',
  type: 'training',
  startAt: inDays(2, 16),
  endAt: inDays(2, 17),
  roomId: null,
  roomName: null,
  place: 'Dojo municipal',
  reservationId: null,
  maxParticipants: 12,
  registeredCount: 3,
  status: 'planned',
  notes: '',
  coaches: [],
  createdAt: '2026-09-01T10:00:00.000Z',
  updatedAt: '2026-09-01T10:00:00.000Z',
  registered: false,
  placesLeft: 9,
  canRegister: true,
  waitingPosition: null,
  coaching: false,
  attendance: null,
  ...patch,
});

/** `GET /api/me/activities`, the adult's own without `personId`, each child's with it. */
export const activities =
  (byPerson: Record<string, unknown[]>): FetchHandler =>
  (call) =>
    call.method === 'GET' && call.path.startsWith('/api/me/activities')
      ? json(200, { period: { start: inDays(0, 0), end: inDays(28, 0) }, data: byPerson[call.url.searchParams.get('personId') ?? 'moi'] ?? [] })
      : undefined;

export const attendance =
  (byPerson: Record<string, unknown[]>): FetchHandler =>
  (call) =>
    call.method === 'GET' && call.path.startsWith('/api/me/attendance')
      ? json(200, { data: byPerson[call.url.searchParams.get('personId') ?? 'moi'] ?? [] })
      : undefined;
