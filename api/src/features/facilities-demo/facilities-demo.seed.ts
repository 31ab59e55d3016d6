import { randomUUID } from 'node:crypto';
import {
  addCalendarDays,
  CreateComplexInputSchema,
  CreateMinibusInputSchema,
  CreateRoomInputSchema,
  fromParis,
  toParis,
  type CalendarDate,
  type ReservationStatus,
  type Weekday,
} from '@club/contracts';
import type { Kysely } from 'kysely';
import type { Database, ReservationsTable } from '../../db/schema';
import { normalizeSearchText } from '../../shared/search-text';
import { DEMO_COMPLEXES, DEMO_MINIBUSES, DEMO_ROOM_SESSIONS, DEMO_TRIPS, DEMO_WEEKS } from './facilities-demo.data';

/** The demo accounts made by the identity seed, which runs first (README, ARCHITECTURE). */
const BOOKER_EMAILS = { admin: 'admin@demo.asso.fr', coach: 'coach@demo.asso.fr' } as const;

const weekdayOf = (date: CalendarDate): Weekday => toParis(fromParis(date)).weekday;
const at = (date: CalendarDate, hhmm: string) => fromParis({ ...date, hour: Number(hhmm.slice(0, 2)), minute: Number(hhmm.slice(3, 5)) }).toISOString();

async function seedComplexesAndRooms(db: Kysely<Database>, createdAt: string, ids: Map<string, string>): Promise<void> {
  for (const { rooms, ...demo } of DEMO_COMPLEXES) {
    // Parsed with the API's own contracts: demo data obeys the same rules as data typed in the forms.
    const complex = CreateComplexInputSchema.parse(demo);
    const complexId = randomUUID();
    await db
      .insertInto('complexes')
      .values({
        id: complexId,
        name: complex.name,
        description: complex.description,
        street: complex.street,
        city: complex.city,
        postal_code: complex.postalCode,
        opening_hours: JSON.stringify(complex.openingHours),
        number_of_elevators: complex.numberOfElevators,
        accessible_for_reduced_mobility: complex.accessibleForReducedMobility ? 1 : 0,
        parking_capacity: complex.parkingCapacity,
        search_text: normalizeSearchText(complex.name, complex.city, complex.postalCode, complex.street),
        created_at: createdAt,
        updated_at: createdAt,
      })
      .execute();
    for (const { key, ...fields } of rooms) {
      const room = CreateRoomInputSchema.parse({ ...fields, complexId });
      const id = randomUUID();
      ids.set(key, id);
      await db
        .insertInto('rooms')
        .values({
          id,
          complex_id: complexId,
          name: room.name,
          description: room.description,
          sport_type: room.sportType,
          opening_hours: JSON.stringify(room.openingHours),
          is_indoor: room.isIndoor ? 1 : 0,
          accreditation: room.accreditation,
          capacity: room.capacity,
          search_text: normalizeSearchText(room.name, room.sportType, room.description),
          created_at: createdAt,
          updated_at: createdAt,
        })
        .execute();
    }
  }
}

async function seedMinibuses(db: Kysely<Database>, createdAt: string, ids: Map<string, string>): Promise<void> {
  for (const { key, ...fields } of DEMO_MINIBUSES) {
    const minibus = CreateMinibusInputSchema.parse(fields);
    const id = randomUUID();
    ids.set(key, id);
    await db
      .insertInto('minibuses')
      .values({
        id,
        name: minibus.name,
        description: minibus.description,
        license_plate: minibus.licensePlate,
        capacity: minibus.capacity,
        disabled_person_capacity: minibus.disabledPersonCapacity,
        disponibility: JSON.stringify(minibus.disponibility),
        is_available: minibus.isAvailable ? 1 : 0,
        search_text: normalizeSearchText(minibus.name, minibus.licensePlate, minibus.description),
        created_at: createdAt,
        updated_at: createdAt,
      })
      .execute();
  }
}

/** Sessions from tomorrow (Paris) for DEMO_WEEKS weeks: the first week confirmed, later ones pending, one cancelled. */
function roomReservations(firstDay: CalendarDate, ids: Map<string, string>, bookers: Record<'admin' | 'coach', string>, createdAt: string): ReservationsTable[] {
  const rows: ReservationsTable[] = [];
  for (let offset = 0; offset < DEMO_WEEKS * 7; offset += 1) {
    const date = addCalendarDays(firstDay, offset);
    for (const session of DEMO_ROOM_SESSIONS.filter((s) => s.weekday === weekdayOf(date))) {
      const cancelled = offset >= 7 && offset < 14 && session.resource === 'gymnastics';
      const status: ReservationStatus = cancelled ? 'cancelled' : offset < 7 ? 'confirmed' : 'pending';
      rows.push({
        id: randomUUID(),
        resource_id: ids.get(session.resource)!,
        booker_id: bookers[session.booker],
        title: session.title,
        start_at: at(date, session.start),
        end_at: at(date, session.end),
        status,
        created_at: createdAt,
        updated_at: createdAt,
      });
    }
  }
  return rows;
}

function trips(firstDay: CalendarDate, ids: Map<string, string>, bookers: Record<'admin' | 'coach', string>, createdAt: string): ReservationsTable[] {
  return DEMO_TRIPS.map((trip) => {
    const days = Array.from({ length: 7 }, (_, i) => addCalendarDays(firstDay, trip.week * 7 + i));
    const startIndex = days.findIndex((d) => weekdayOf(d) === trip.weekday);
    const end = days.slice(startIndex).find((d) => weekdayOf(d) === trip.endWeekday) ?? addCalendarDays(days[startIndex]!, 7);
    return {
      id: randomUUID(),
      resource_id: ids.get(trip.resource)!,
      booker_id: bookers[trip.booker],
      title: trip.title,
      start_at: at(days[startIndex]!, trip.start),
      end_at: at(end, trip.end),
      status: trip.week === 0 ? 'confirmed' : 'pending',
      created_at: createdAt,
      updated_at: createdAt,
    };
  });
}

/**
 * Demo complexes, rooms and minibuses, with reservations over the coming weeks (relative to `now`) booked
 * by the demo admin and coach. Without those accounts (identity seed absent) only the facilities are made.
 */
export async function seedDemoFacilities(db: Kysely<Database>, now: Date): Promise<void> {
  const createdAt = now.toISOString();
  const ids = new Map<string, string>();
  await seedComplexesAndRooms(db, createdAt, ids);
  await seedMinibuses(db, createdAt, ids);

  const users = await db.selectFrom('users').select(['id', 'email']).where('email', 'in', Object.values(BOOKER_EMAILS)).execute();
  const admin = users.find((u) => u.email === BOOKER_EMAILS.admin)?.id;
  const coach = users.find((u) => u.email === BOOKER_EMAILS.coach)?.id;
  if (!admin || !coach) return;
  const firstDay = addCalendarDays(toParis(now), 1);
  const roomRows = roomReservations(firstDay, ids, { admin, coach }, createdAt);
  if (roomRows.length) await db.insertInto('room_reservations').values(roomRows).execute();
  await db
    .insertInto('minibus_reservations')
    .values(trips(firstDay, ids, { admin, coach }, createdAt))
    .execute();
}
