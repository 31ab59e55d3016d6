import { randomUUID } from 'node:crypto';
import { addCalendarDays, fromParis, toParis, WEEKDAYS, type CalendarDate, type AttendanceStatus } from '@club/contracts';
import type { Kysely } from 'kysely';
import type { Database, TrainingSessionsTable } from '../../db/schema';
import { reservationTitle } from './session-reservations';
import { DEMO_COACHED, DEMO_TRAINING_SLOTS, type DemoTrainingSlot } from './training-sessions-demo.data';

const COACH_EMAIL = 'coach@demo.asso.fr';
const ADMIN_EMAIL = 'admin@demo.asso.fr';
/** Last Paris week (done, with its roll calls), this one and the two after it: the facilities demo books three weeks from tomorrow. */
const FIRST_WEEK = -1;
const WEEKS = 4;
const ROLL_CALL: AttendanceStatus[] = ['present', 'present', 'absent', 'present', 'excused'];

const at = (date: CalendarDate, hhmm: string) => fromParis({ ...date, hour: Number(hhmm.slice(0, 2)), minute: Number(hhmm.slice(3, 5)) }).toISOString();

type Category = { id: string; section_id: string; name: string; section_name: string };

async function demoCategories(db: Kysely<Database>): Promise<Map<string, Category>> {
  const rows = await db
    .selectFrom('categories as category')
    .innerJoin('sections as section', 'section.id', 'category.section_id')
    .select(['category.id', 'category.section_id', 'category.name', 'section.name as section_name'])
    .execute();
  return new Map(rows.map((row) => [`${row.section_name}/${row.name}`, row]));
}

/** The demo coach coaches the categories of DEMO_COACHED (a responsibility the clubs seed may already hold). */
async function nameDemoCoach(db: Kysely<Database>, coachId: string, categories: Map<string, Category>, createdAt: string): Promise<void> {
  for (const { section, category } of DEMO_COACHED) {
    const row = categories.get(`${section}/${category}`);
    if (!row) continue;
    await db
      .insertInto('responsibilities')
      .values({ id: randomUUID(), user_id: coachId, kind: 'coach', section_id: row.section_id, category_id: row.id, created_at: createdAt })
      .onConflict((oc) => oc.columns(['user_id', 'kind', 'section_id', 'category_id']).doNothing())
      .execute();
  }
}

/**
 * A realistic season: every slot of DEMO_TRAINING_SLOTS each week from last Paris week's Monday, four weeks
 * long, as weekly series. Past occurrences are done, with the roll call of the category's members; a room
 * session takes over the facilities demo's booking of its slot (or books the room itself for days already past).
 */
export async function seedDemoTrainingSessions(db: Kysely<Database>, now: Date): Promise<void> {
  const users = await db.selectFrom('users').select(['id', 'email']).where('email', 'in', [COACH_EMAIL, ADMIN_EMAIL]).execute();
  const coachId = users.find((user) => user.email === COACH_EMAIL)?.id;
  const adminId = users.find((user) => user.email === ADMIN_EMAIL)?.id;
  if (!coachId || !adminId) return;
  const createdAt = now.toISOString();
  const categories = await demoCategories(db);
  await nameDemoCoach(db, coachId, categories, createdAt);
  const today = toParis(now);
  const monday = addCalendarDays(today, -WEEKDAYS.indexOf(today.weekday));
  for (const slot of DEMO_TRAINING_SLOTS) {
    const category = categories.get(`${slot.section}/${slot.category}`);
    if (category) await seedSeries(db, { slot, category, monday, now, coachId, plannerId: slot.coached ? coachId : adminId });
  }
}

async function seedSeries(
  db: Kysely<Database>,
  {
    slot,
    category,
    monday,
    now,
    coachId,
    plannerId,
  }: { slot: DemoTrainingSlot; category: Category; monday: CalendarDate; now: Date; coachId: string; plannerId: string },
): Promise<void> {
  const seriesId = randomUUID();
  const createdAt = now.toISOString();
  const members = await db.selectFrom('memberships').select('user_id').where('category_id', '=', category.id).orderBy('created_at').execute();
  for (let week = FIRST_WEEK; week < FIRST_WEEK + WEEKS; week += 1) {
    const day = addCalendarDays(monday, week * 7 + WEEKDAYS.indexOf(slot.weekday));
    const startAt = at(day, slot.start);
    const endAt = at(day, slot.end);
    const booking = slot.booking
      ? await db
          .selectFrom('room_reservations')
          .select(['id', 'resource_id', 'status'])
          .where('title', '=', slot.booking)
          .where('start_at', '=', startAt)
          .executeTakeFirst()
      : undefined;
    const roomId = booking?.resource_id ?? (slot.booking ? await roomOfBooking(db, slot.booking) : null);
    const past = endAt <= createdAt;
    const session: TrainingSessionsTable = {
      id: randomUUID(),
      category_id: category.id,
      series_id: seriesId,
      title: slot.title,
      type: slot.type,
      start_at: startAt,
      end_at: endAt,
      room_id: roomId,
      place: roomId ? null : (slot.place ?? 'Lieu à préciser'),
      max_participants: slot.maxParticipants ?? null,
      status: booking?.status === 'cancelled' ? 'cancelled' : past ? 'completed' : 'planned',
      notes: slot.notes ?? '',
      created_by: plannerId,
      created_at: createdAt,
      updated_at: createdAt,
    };
    await db.insertInto('training_sessions').values(session).execute();
    if (slot.coached) await db.insertInto('training_session_coaches').values({ session_id: session.id, user_id: coachId }).execute();
    if (booking) {
      await db
        .updateTable('room_reservations')
        .set({ training_session_id: session.id, title: reservationTitle(slot.title, category) })
        .where('id', '=', booking.id)
        .execute();
    } else if (roomId) {
      await db
        .insertInto('room_reservations')
        .values({
          id: randomUUID(),
          resource_id: roomId,
          booker_id: plannerId,
          title: reservationTitle(slot.title, category),
          start_at: startAt,
          end_at: endAt,
          status: past ? 'completed' : 'confirmed',
          training_session_id: session.id,
          created_at: createdAt,
          updated_at: createdAt,
        })
        .execute();
    }
    if (past && members.length > 0) {
      await db
        .insertInto('training_session_attendance')
        .values(
          members.map((member, index) => ({
            session_id: session.id,
            user_id: member.user_id,
            status: ROLL_CALL[(index + week - FIRST_WEEK) % ROLL_CALL.length]!,
            marked_by: plannerId,
            marked_at: endAt,
          })),
        )
        .execute();
    }
  }
}

/** The room the facilities demo books for a slot (any week), for the days before its first booking. */
async function roomOfBooking(db: Kysely<Database>, title: string): Promise<string | null> {
  return (await db.selectFrom('room_reservations').select('resource_id').where('title', '=', title).executeTakeFirst())?.resource_id ?? null;
}
