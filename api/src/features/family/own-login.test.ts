import { FAMILY_MESSAGES, FamilyMemberListSchema, FamilyMemberSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signedInAs, signIn, TEST_ORIGIN } from '../../testing/auth-helpers';
import { call, FACILITIES_NOW, type RoleActors } from '../../testing/facilities-fixtures';
import type { TestSection } from '../../testing/identity-fixtures';
import { lastMailTo, outboxFor, tokenFromLink } from '../../testing/outbox-helpers';
import { jsonRequest } from '../../testing/test-app';
import { addMember, sessionsTestbed } from '../../testing/training-session-fixtures';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

type Headers = Record<string, string>;
const PASSWORD = 'Mon-mot-de-passe-2026';
const OWN_LOGIN_SUBJECT = 'choisissez votre mot de passe';

// The clock is Monday 23 March 2026: born in 2010 is 16, in 2012 is 14, in March 2008 is 18.
describe.each(testDatabases())("a teenager's own login on $dialect (ADR 208)", (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let as: RoleActors;
  let section: TestSection;
  let categoryId: string;
  let parent: Headers;

  const addChild = async (firstName: string, dateOfBirth: string) => {
    const res = await call(app, 'POST', '/api/me/family', parent, { firstName, lastName: 'Durand', dateOfBirth, relationship: 'child' });
    expect(res.status).toBe(201);
    return FamilyMemberSchema.parse((res.body as { data: unknown }).data).id;
  };
  const giveLogin = (personId: string, email: string) => call(app, 'POST', `/api/me/family/${personId}/login`, parent, { email });

  beforeAll(async () => {
    database = await testDatabase.open();
    ({ app, as, section, categoryId } = await sessionsTestbed(database, () => FACILITIES_NOW));
    parent = (await signedInAs(app, database, 'user', { firstName: 'Claire', lastName: 'Durand' })).headers;
  });
  afterAll(() => database.dispose());

  it('mails the teenager an invitation whose link sets a password; they sign in to their own area, and the adult still acts for them', async () => {
    const lea = await addChild('Léa', '2010-01-10');
    await database.db.updateTable('users').set({ role: 'member' }).where('id', '=', lea).execute();
    await addMember(database, lea, section, categoryId);

    const given = await giveLogin(lea, 'Lea.Durand@example.fr');
    expect(given.status).toBe(200);
    expect(FamilyMemberSchema.parse((given.body as { data: unknown }).data)).toMatchObject({ id: lea, loginEmail: 'lea.durand@example.fr', managed: true });

    const mail = await lastMailTo(app, 'lea.durand@example.fr', OWN_LOGIN_SUBJECT);
    expect(mail.subject).toMatch(/^Votre compte sur .+ : choisissez votre mot de passe$/);
    expect(mail.text).toContain("Jusqu'à vos 18 ans, votre représentant légal garde accès à votre compte");
    expect(mail.text).toContain('Bonjour Léa');
    expect(mail.text).toContain('Claire Durand');
    expect(mail.text).toContain('Choisir mon mot de passe : http://localhost:3000/auth/reset-password?token=');
    const token = tokenFromLink(mail, '/auth/reset-password');
    const reset = await app.request('/api/auth/reset-password', jsonRequest({ token, newPassword: PASSWORD }, { Origin: TEST_ORIGIN }));
    expect(reset.status).toBe(200);

    const teen = await signIn(app, 'lea.durand@example.fr', PASSWORD);
    const session = (await (await app.request('/api/auth/get-session', { headers: teen })).json()) as { user: { id: string; emailVerified: boolean } };
    expect(session.user).toMatchObject({ id: lea, emailVerified: true });
    // Their memberships are theirs: the member area answers them as themselves.
    expect((await call(app, 'GET', '/api/me/activities?startDate=2026-03-23&endDate=2026-03-29', teen)).status).toBe(200);
    const own = await call<{ data: { profile: { id: string }; memberships: unknown[] } }>(app, 'GET', '/api/me/data', teen);
    expect(own.body.data.profile.id).toBe(lea);
    expect(own.body.data.memberships).toHaveLength(1);
    // The teenager holds no family, and cannot act for anyone.
    expect(
      (await call(app, 'POST', '/api/me/family', teen, { firstName: 'Noé', lastName: 'Durand', dateOfBirth: '2020-02-02', relationship: 'other' })).status,
    ).toBe(403);

    const family = FamilyMemberListSchema.parse((await call<{ data: unknown }>(app, 'GET', '/api/me/family', parent)).body.data);
    expect(family.find((person) => person.id === lea)).toMatchObject({ loginEmail: 'lea.durand@example.fr', managed: true, age: 16 });
    expect((await call(app, 'GET', `/api/me/activities?startDate=2026-03-23&endDate=2026-03-29&personId=${lea}`, parent)).status).toBe(200);

    // A later « Mot de passe oublié ? » is the ordinary reset: the teenager has a password now.
    expect((await app.request('/api/auth/request-password-reset', jsonRequest({ email: 'lea.durand@example.fr' }, { Origin: TEST_ORIGIN }))).status).toBe(200);
    const mails = (await outboxFor(app, 'lea.durand@example.fr')).map((sent) => sent.subject);
    expect(mails.filter((subject) => subject.includes(OWN_LOGIN_SUBJECT))).toHaveLength(1);
    expect(mails.filter((subject) => subject.includes('Réinitialisation de votre mot de passe'))).toHaveLength(1);
    expect((await giveLogin(lea, 'autre@example.fr')).status).toBe(409);
  });

  it('refuses under 15 (409, in French) and an address already used (409); still hands an 18-year-old without a login their account', async () => {
    const young = await addChild('Jules', '2012-02-02');
    // Asking a reset for the address of a family member without a login sends nothing: no mail can reach it.
    const [row] = await database.db.selectFrom('users').select('email').where('id', '=', young).execute();
    expect((await app.request('/api/auth/request-password-reset', jsonRequest({ email: row!.email }, { Origin: TEST_ORIGIN }))).status).toBe(200);
    expect(await outboxFor(app, row!.email)).toHaveLength(0);
    expect(await giveLogin(young, 'jules@example.fr')).toMatchObject({ status: 409, body: { message: FAMILY_MESSAGES.tooYoungForLogin } });
    expect(await outboxFor(app, 'jules@example.fr')).toHaveLength(0);

    const teen = await addChild('Inès', '2010-06-06');
    expect(await giveLogin(teen, as.member.user.email)).toMatchObject({ status: 409, body: { message: FAMILY_MESSAGES.emailTaken } });
    expect(await giveLogin(teen, 'quelquun@famille.invalid')).toMatchObject({ status: 409 });

    const adult = await addChild('Hugo', '2008-03-24');
    await database.db.updateTable('users').set({ date_of_birth: '2008-03-23' }).where('id', '=', adult).execute();
    // Past 18 the adult acts for them no more, except to hand them the account they never had.
    expect(await giveLogin(adult, 'hugo@example.fr')).toMatchObject({ status: 200 });
    expect(await outboxFor(app, 'hugo@example.fr')).toHaveLength(1);
    expect((await lastMailTo(app, 'hugo@example.fr', OWN_LOGIN_SUBJECT)).text).not.toContain("Jusqu'à vos 18 ans");
  });
});
