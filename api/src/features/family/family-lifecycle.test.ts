import { AdminUsersPageSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import { createMailOutbox } from '../../shared/mail/outbox';
import { signedInAs } from '../../testing/auth-helpers';
import { call, type Signed } from '../../testing/facilities-fixtures';
import { addFamilyMember } from '../../testing/family-fixtures';
import { createTestApp } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { purgeExpiredData } from '../retention/retention.service';

const CHILD_BIRTH = `${new Date().getUTCFullYear() - 9}-06-01`;

/** A family member's address, mail, deletion with their adult and retention (ADR 210). */
describe.each(testDatabases())('family members over their lifetime on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let admin: Signed;

  const exists = async (id: string) => (await database.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  const emailOf = async (id: string) => (await database.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;
  const outboxTo = async (address: string) => database.db.selectFrom('outbox').select('id').where('to_address', '=', address).execute();
  const removals = async (id: string) =>
    database.db.selectFrom('audit_records').select(['action', 'actor_name']).where('target_id', '=', id).where('action', '=', 'family.remove').execute();
  const newFamily = async (firstName: string) => {
    const adult = await signedInAs(app, database, 'member', { firstName, lastName: 'Parent' });
    const childId = await addFamilyMember(app, database, adult, { firstName: 'Enfant', lastName: firstName, dateOfBirth: CHILD_BIRTH });
    return { adult, childId };
  };

  beforeAll(async () => {
    database = await testDatabase.open();
    app = createTestApp(database);
    admin = await signedInAs(app, database, 'admin');
  });
  afterAll(() => database.dispose());

  it('never writes a mail to a family address: the outbox drops it with a log line', async () => {
    const warn = vi.fn();
    const outbox = createMailOutbox({ now: () => new Date(), logger: { warn } });
    await outbox.enqueue(database.db, { to: 'abc@famille.invalid', subject: 'Changement de séance', text: 'Bonjour', html: '<p>Bonjour</p>' });
    expect(await outboxTo('abc@famille.invalid')).toEqual([]);
    expect(warn).toHaveBeenCalledWith('mail to a family address dropped', { subject: 'Changement de séance' });
    await outbox.enqueue(database.db, { to: 'anne@example.fr', subject: 'Bonjour', text: 'Bonjour', html: '<p>Bonjour</p>' });
    expect(await outboxTo('anne@example.fr')).toHaveLength(1);
  });

  it('answers « mot de passe oublié » for a family address as for any other, and sends nothing', async () => {
    const { childId } = await newFamily('Rose');
    const address = await emailOf(childId);
    const res = await call(app, 'POST', '/api/auth/request-password-reset', { Origin: 'http://localhost:3000' }, { email: address });
    const unknown = await call(app, 'POST', '/api/auth/request-password-reset', { Origin: 'http://localhost:3000' }, { email: 'personne@example.fr' });
    expect(res).toMatchObject({ status: 200, body: unknown.body });
    expect(await outboxTo(address)).toEqual([]);
  });

  it('deletes, with the account of their only adult, the family members without a login; audited', async () => {
    const { adult, childId } = await newFamily('Marc');
    const { adult: other, childId: sharedId } = await newFamily('Sophie');
    // The second child has two adults: Marc's deletion leaves them to Sophie.
    await database.db
      .insertInto('family_links')
      .values({ guardian_id: adult.user.id, person_id: sharedId, relationship: 'child', created_at: new Date().toISOString() })
      .execute();
    expect((await call(app, 'POST', '/api/auth/delete-user', adult.headers, { password: adult.user.password })).status).toBe(200);
    expect(await exists(adult.user.id)).toBe(false);
    expect(await exists(childId)).toBe(false);
    expect(await exists(sharedId)).toBe(true);
    expect(await removals(childId)).toEqual([{ action: 'family.remove', actor_name: 'Système' }]);
    expect(await removals(sharedId)).toEqual([]);
    expect(await exists(other.user.id)).toBe(true);
  });

  it('deletes them with an account an admin removes, and keeps a teenager who has their own login', async () => {
    const { adult, childId } = await newFamily('Paul');
    const teenId = await addFamilyMember(app, database, adult, { firstName: 'Ado', lastName: 'Paul', dateOfBirth: `${new Date().getUTCFullYear() - 16}-01-02` });
    expect((await call(app, 'POST', `/api/me/family/${teenId}/login`, adult.headers, { email: `ado-${teenId.slice(0, 6)}@example.fr` })).status).toBe(200);
    expect((await call(app, 'POST', '/api/auth/admin/remove-user', admin.headers, { userId: adult.user.id })).status).toBe(200);
    expect(await exists(childId)).toBe(false);
    expect(await exists(teenId)).toBe(true);
  });

  it('keeps a family member as long as an adult is responsible for them, and purges one left without (retention)', async () => {
    const { childId } = await newFamily('Louis');
    const { adult: orphaned, childId: leftId } = await newFamily('Nina');
    // A deletion that bypassed the app (a manual one): the link goes, the child stays behind.
    await database.db.deleteFrom('family_links').where('guardian_id', '=', orphaned.user.id).execute();
    const counts = await purgeExpiredData({ ctx: { db: database.db, dialect: database.dialect, now: () => new Date() }, input: { retentionMonths: 12 } });
    expect(counts.familyMembersAlone).toBe(1);
    expect(await exists(childId)).toBe(true);
    expect(await exists(leftId)).toBe(false);
  });

  it("names a family member's adult in the admin's list of accounts instead of their address", async () => {
    const { childId } = await newFamily('Hélène');
    const page = AdminUsersPageSchema.parse((await call(app, 'GET', '/api/admin/users?search=Enfant&limit=100', admin.headers)).body);
    expect(page.users.find((user) => user.id === childId)).toMatchObject({ familyOf: ['Hélène Parent'] });
    expect(page.users.find((user) => user.id === admin.user.id)?.familyOf).toBeUndefined();
  });
});
