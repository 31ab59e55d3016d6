import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signedInAs, TEST_ORIGIN } from '../../testing/auth-helpers';
import { call, createRoom, FACILITIES_NOW, facilitiesTestbed, type RoleActors, type Signed } from '../../testing/facilities-fixtures';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { assertPeopleRules } from './people-rules';

const LAST_ADMIN = "Impossible de supprimer votre compte : vous êtes le dernier administrateur. Nommez d'abord un autre administrateur.";

describe.each(testDatabases())('people rules (ADR 087) on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let as: RoleActors;
  const auth = (path: string, who: Signed, body: Record<string, unknown> = {}) => call(app, 'POST', `/api/auth${path}`, who.headers, body);
  const roleOf = async (id: string) => (await database.db.selectFrom('users').select('role').where('id', '=', id).executeTakeFirst())?.role;

  beforeAll(async () => {
    database = await testDatabase.open();
    ({ app, as } = await facilitiesTestbed(database));
  });
  afterAll(() => database.dispose());

  it('lets no admin demote or ban themselves, in French and in the app error shape', async () => {
    const self = as.admin.user.id;
    expect(await auth('/admin/set-role', as.admin, { userId: self, role: 'member' })).toMatchObject({
      status: 403,
      body: { code: 'CANNOT_DEMOTE_YOURSELF', message: "Vous ne pouvez pas retirer votre propre rôle d'administrateur : demandez-le à un autre administrateur." },
    });
    expect((await auth('/admin/update-user', as.admin, { userId: self, data: { role: 'coach' } })).body).toMatchObject({ code: 'CANNOT_DEMOTE_YOURSELF' });
    const ban = await auth('/admin/ban-user', as.admin, { userId: self });
    expect(ban).toMatchObject({ status: 400, body: { code: 'YOU_CANNOT_BAN_YOURSELF', message: 'Vous ne pouvez pas suspendre votre propre compte.' } });
    expect(ban.body).toHaveProperty('requestId');
    expect(await roleOf(self)).toBe('admin');
    // Keeping one's own role is no demotion; a non-admin meets better-auth's refusal, in French.
    expect((await auth('/admin/set-role', as.admin, { userId: self, role: 'admin' })).status).toBe(200);
    expect(await auth('/admin/set-role', as.coach, { userId: self, role: 'member' })).toMatchObject({
      status: 403,
      body: { code: 'YOU_ARE_NOT_ALLOWED_TO_CHANGE_USERS_ROLE', message: "Vous n'avez pas le droit de changer le rôle des utilisateurs." },
    });
  });

  it('refuses to delete someone with upcoming bookings, says how many and what to do, then deletes once they are cancelled', async () => {
    const booker = await signedInAs(app, database, 'coach');
    const { roomId } = await createRoom(app, as.admin);
    const book = (day: string) =>
      call<{ id: string }>(app, 'POST', '/api/roomReservations', booker.headers, {
        title: 'Entraînement',
        roomId,
        startAt: `2026-03-${day}T10:00`,
        endAt: `2026-03-${day}T11:00`,
      });
    const first = (await book('24')).body;
    const second = (await book('25')).body;
    const cancelled = (await book('26')).body;
    await call(app, 'PUT', `/api/roomReservations/${cancelled.id}`, booker.headers, { status: 'cancelled' });

    expect(await auth('/admin/remove-user', as.admin, { userId: booker.user.id })).toMatchObject({
      status: 409,
      body: {
        code: 'USER_HAS_UPCOMING_BOOKINGS',
        message:
          'Impossible de supprimer ce compte : il a 2 réservations à venir (en attente ou confirmées). Annulez-les ou faites-les réserver par un autre membre, puis recommencez.',
      },
    });
    expect((await auth('/delete-user', booker, { password: booker.user.password })).body).toMatchObject({
      code: 'USER_HAS_UPCOMING_BOOKINGS',
      message: "Impossible de supprimer votre compte : vous avez 2 réservations à venir (en attente ou confirmées). Annulez-les d'abord, puis recommencez.",
    });
    expect(await roleOf(booker.user.id)).toBe('coach');

    await call(app, 'PUT', `/api/roomReservations/${first.id}`, booker.headers, { status: 'cancelled' });
    expect((await auth('/admin/remove-user', as.admin, { userId: booker.user.id })).body).toMatchObject({
      message: expect.stringContaining('il a une réservation à venir (en attente ou confirmée). Annulez-la'),
    });
    await call(app, 'PUT', `/api/roomReservations/${second.id}`, booker.headers, { status: 'cancelled' });
    expect((await auth('/admin/remove-user', as.admin, { userId: booker.user.id })).status).toBe(200);
    expect(await roleOf(booker.user.id)).toBeUndefined();
  });

  it('keeps at least one admin who can sign in', async () => {
    const other = await signedInAs(app, database, 'admin');
    expect((await auth('/admin/set-role', as.admin, { userId: other.user.id, role: 'member' })).status).toBe(200);
    await database.db.updateTable('users').set({ role: 'member' }).where('role', '=', 'admin').where('id', '!=', as.admin.user.id).execute();

    expect(await auth('/delete-user', as.admin, { password: as.admin.user.password })).toMatchObject({
      status: 409,
      body: { code: 'LAST_ADMIN', message: LAST_ADMIN },
    });
    // Reachable over HTTP only through a race or a role that may manage users: the rule itself, with another actor.
    const rules = { db: database.db, now: () => FACILITIES_NOW };
    const lastAdmin = as.admin.user.id;
    await expect(assertPeopleRules(rules, other.user.id, { kind: 'set-role', targetId: lastAdmin, role: 'member' })).rejects.toMatchObject({
      status: 409,
      code: 'LAST_ADMIN',
      message: "Impossible de retirer le rôle d'administrateur au dernier administrateur : nommez d'abord un autre administrateur.",
    });
    await expect(assertPeopleRules(rules, other.user.id, { kind: 'ban', targetId: lastAdmin })).rejects.toMatchObject({ code: 'LAST_ADMIN' });
    await expect(assertPeopleRules(rules, other.user.id, { kind: 'remove', targetId: lastAdmin })).rejects.toMatchObject({ code: 'LAST_ADMIN' });
    // A banned admin does not count: with two admins, one of them banned, the other is still the last.
    await database.db.updateTable('users').set({ role: 'admin', banned: 1 }).where('id', '=', other.user.id).execute();
    await expect(assertPeopleRules(rules, other.user.id, { kind: 'ban', targetId: lastAdmin })).rejects.toMatchObject({ code: 'LAST_ADMIN' });
    expect(await roleOf(lastAdmin)).toBe('admin');
  });

  it('refuses to impersonate an admin, banned or not, in French; a member can be impersonated', async () => {
    const otherAdmin = await signedInAs(app, database, 'admin');
    expect(await auth('/admin/impersonate-user', as.admin, { userId: otherAdmin.user.id })).toMatchObject({
      status: 403,
      body: { code: 'YOU_CANNOT_IMPERSONATE_ADMINS', message: "Vous ne pouvez pas emprunter l'identité d'un administrateur." },
    });
    // The rule holds on its own, even if a role were one day given better-auth's 'impersonate-admins'.
    await database.db.updateTable('users').set({ banned: 1 }).where('id', '=', otherAdmin.user.id).execute();
    const rules = { db: database.db, now: () => FACILITIES_NOW };
    await expect(assertPeopleRules(rules, as.admin.user.id, { kind: 'impersonate', targetId: otherAdmin.user.id })).rejects.toMatchObject({
      status: 403,
      code: 'YOU_CANNOT_IMPERSONATE_ADMINS',
    });
    const member = await signedInAs(app, database, 'member');
    await expect(assertPeopleRules(rules, as.admin.user.id, { kind: 'impersonate', targetId: member.user.id })).resolves.toBeUndefined();
    const impersonation = await auth('/admin/impersonate-user', as.admin, { userId: member.user.id });
    expect(impersonation.status).toBe(200);
    expect(impersonation.body).toMatchObject({ session: { userId: member.user.id, impersonatedBy: as.admin.user.id } });
  });

  it("refuses to set an admin's password, another's or one's own, in French, changing nothing; a member's is set (ADR 158)", async () => {
    const otherAdmin = await signedInAs(app, database, 'admin');
    const newPassword = 'Je-prends-ta-place-2026';
    const signInWith = (email: string, password: string) => call(app, 'POST', '/api/auth/sign-in/email', { Origin: TEST_ORIGIN }, { email, password });
    for (const target of [otherAdmin.user, as.admin.user]) {
      expect(await auth('/admin/set-user-password', as.admin, { userId: target.id, newPassword })).toMatchObject({
        status: 403,
        body: {
          code: 'YOU_CANNOT_SET_ADMINS_PASSWORD',
          message: "Vous ne pouvez pas définir le mot de passe d'un administrateur : il le change lui-même dans ses paramètres, ou avec « Mot de passe oublié ? ».",
        },
      });
      expect((await signInWith(target.email, newPassword)).status).toBe(401);
      expect((await signInWith(target.email, target.password)).status).toBe(200);
    }
    // No other way to take over another admin's account: better-auth gives no role 'update' (e-mail, name).
    expect((await auth('/admin/update-user', as.admin, { userId: otherAdmin.user.id, data: { email: 'moi@example.fr' } })).status).toBe(403);
    const member = await signedInAs(app, database, 'member');
    expect((await auth('/admin/set-user-password', as.admin, { userId: member.user.id, newPassword })).status).toBe(200);
    expect((await signInWith(member.user.email, newPassword)).status).toBe(200);
  });
});
