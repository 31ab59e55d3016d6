import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signedInAs } from '../../testing/auth-helpers';
import { call, createRoom, type Signed } from '../../testing/facilities-fixtures';
import { createTestApp } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { exportMyData } from './my-data.service';

describe.each(testDatabases())('my data (GET /api/me/data) on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let coach: Signed;
  let admin: Signed;

  beforeAll(async () => {
    database = await testDatabase.open();
    app = createTestApp(database);
    coach = await signedInAs(app, database, 'coach');
    admin = await signedInAs(app, database, 'admin');
  });
  afterAll(() => database.dispose());

  it("downloads, as a JSON attachment, the person's profile, memberships, applications, bookings and sessions, and no one else's", async () => {
    const room = await createRoom(app, admin);
    const now = new Date().toISOString();
    const booking = (booker: string, title: string) => ({
      id: randomUUID(),
      resource_id: room.roomId,
      booker_id: booker,
      title,
      start_at: '2030-01-10T09:00:00.000Z',
      end_at: '2030-01-10T10:00:00.000Z',
      status: 'confirmed' as const,
      created_at: now,
      updated_at: now,
    });
    await database.db
      .insertInto('room_reservations')
      .values([booking(coach.user.id, 'Entraînement U11'), booking(admin.user.id, 'Réunion du bureau')])
      .execute();

    const res = await app.request('/api/me/data', { headers: coach.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="mes-donnees-\d{4}-\d{2}-\d{2}\.json"$/);
    const body = (await res.json()) as { data: { profile: unknown; bookings: { rooms: { title: string }[] }; sessions: unknown[] } };
    expect(Object.keys(body.data)).toEqual([
      'profile',
      'memberships',
      'applications',
      'bookings',
      'sessions',
      'blog',
      'trainingSessions',
      'sessionNotices',
      'calendarFeed',
      'emailChanges',
      'family',
      'medicalCertificate',
    ]);
    expect((body.data as Record<string, unknown>).calendarFeed).toEqual({ active: false, createdAt: null, familyMembers: [] });
    expect(body.data.profile).toMatchObject({ email: coach.user.email, role: 'coach', visibility: { shareEmail: false } });
    expect(body.data.bookings.rooms.map((row) => row.title)).toEqual(['Entraînement U11']);
    expect(body.data.sessions).toHaveLength(1);
    expect(JSON.stringify(body)).not.toContain('token');
    expect((await call(app, 'GET', '/api/me/data')).status).toBe(401);
  });

  it('composes the sections other features add', async () => {
    const extra = { key: 'comments', collect: async (_db: unknown, userId: string) => [{ author: userId }] };
    const exported = await exportMyData({
      ctx: { db: database.db, dialect: database.dialect, now: () => new Date('2026-05-01T00:00:00.000Z') },
      actor: { ...coach.user },
      sections: [extra],
    });
    expect(exported).toEqual({ exportedAt: '2026-05-01T00:00:00.000Z', data: { comments: [{ author: coach.user.id }] } });
  });
});
