import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The training-session rows "download my data" shows of a person: roll calls naming them, their sign-ups, the sessions they lead. */
export async function trainingSessionsOfPerson(db: Kysely<Database>, userId: string) {
  const sessionColumns = [
    'session.id as sessionId',
    'session.title',
    'session.type',
    'session.start_at as startAt',
    'session.end_at as endAt',
    'category.name as categoryName',
  ] as const;
  const sessions = () => db.selectFrom('training_sessions as session').innerJoin('categories as category', 'category.id', 'session.category_id');
  const [attendance, registrations, coached] = await Promise.all([
    sessions()
      .innerJoin('training_session_attendance as mark', 'mark.session_id', 'session.id')
      .select([...sessionColumns, 'mark.status', 'mark.marked_at as markedAt'])
      .where('mark.user_id', '=', userId)
      .orderBy('session.start_at')
      .execute(),
    sessions()
      .innerJoin('training_session_registrations as registration', 'registration.session_id', 'session.id')
      .select([...sessionColumns, 'registration.created_at as registeredAt'])
      .where('registration.user_id', '=', userId)
      .orderBy('session.start_at')
      .execute(),
    sessions()
      .innerJoin('training_session_coaches as coach', 'coach.session_id', 'session.id')
      .select(sessionColumns)
      .where('coach.user_id', '=', userId)
      .orderBy('session.start_at')
      .execute(),
  ]);
  return { attendance, registrations, coached };
}
