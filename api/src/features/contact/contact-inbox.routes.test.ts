import {
  CONTACT_INBOX_MESSAGES,
  ContactMessageCreatedSchema,
  ContactMessageDetailSchema,
  ContactMessagePageSchema,
  ContactUnreadCountSchema,
} from '@club/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../shared/logger';
import { signedInAs } from '../../testing/auth-helpers';
import { outboxFor } from '../../testing/outbox-helpers';
import { createTestApp, jsonRequest } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

const NOW = new Date('2026-03-02T09:30:00.000Z');
const CLUB = 'contact@us-coteaux.fr';
const visitor = (name: string, email: string, subject: string, message: string) => ({ name, email, subject, message, consent: true });

describe.each(testDatabases())('the inbox « Messages » on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: ReturnType<typeof createTestApp>;
  let admin: Awaited<ReturnType<typeof signedInAs>>;
  let member: Awaited<ReturnType<typeof signedInAs>>;
  const ids: Record<'camille' | 'hugo' | 'ines', string> = { camille: '', hugo: '', ines: '' };

  const send = async (body: ReturnType<typeof visitor>, at: Date) => {
    app = createTestApp(database, { now: () => at });
    const res = await app.request('/api/contact', jsonRequest(body));
    expect(res.status).toBe(201);
    return ContactMessageCreatedSchema.parse(await res.json()).id;
  };
  const get = (path: string, headers = admin.headers) => app.request(path, { headers });
  const put = (path: string, body: unknown, headers = admin.headers) => app.request(path, { ...jsonRequest(body, headers), method: 'PUT' });
  const list = async (query = '') => {
    const res = await get(`/api/admin/contact-messages${query}`);
    expect(res.status).toBe(200);
    return ContactMessagePageSchema.parse(await res.json());
  };
  const stateOf = async (id: string) => (await database.db.selectFrom('contact_messages').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state;

  beforeAll(async () => {
    database = await testDatabase.open();
    app = createTestApp(database, { now: () => NOW });
    admin = await signedInAs(app, database, 'admin', { firstName: 'Alice', lastName: 'Admin' });
    member = await signedInAs(app, database, 'member');
  });
  beforeEach(async () => {
    await database.db.deleteFrom('contact_messages').execute();
    await database.db.deleteFrom('outbox').execute();
    await database.db.deleteFrom('audit_records').execute();
    ids.camille = await send(
      visitor('Camille Martin', 'camille@example.fr', 'Inscription au judo', 'Bonjour, je souhaite inscrire ma fille au judo.'),
      new Date(NOW.getTime() - 3000),
    );
    ids.hugo = await send(visitor('Hugo Petit', 'hugo@example.fr', 'Horaires', "Quels sont les horaires de l'école de natation ?"), new Date(NOW.getTime() - 2000));
    ids.ines = await send(visitor('Inès Durand', 'ines@example.fr', 'Tarifs', 'Combien coûte la licence de tennis de table ?'), new Date(NOW.getTime() - 1000));
    app = createTestApp(database, { now: () => NOW });
  });
  afterAll(() => database.dispose());

  it("writes a notice to the club's address for each new message, answering to the visitor, with a link to the inbox", async () => {
    const notices = await outboxFor(app, CLUB);
    expect(notices).toHaveLength(3);
    const notice = notices.find((mail) => mail.subject.includes('Inscription au judo'))!;
    expect(notice.subject).toBe('Nouveau message de contact – Inscription au judo');
    expect(notice.replyTo).toBe('camille@example.fr');
    expect(notice.text).toContain('Camille Martin (camille@example.fr)');
    expect(notice.text).toContain('« Bonjour, je souhaite inscrire ma fille au judo. »');
    expect(notice.text).toMatch(new RegExp(`https?://\\S+/admin/messages/${ids.camille}`));
  });

  it('keeps neither a message nor a reply when its e-mail cannot be written (one transaction)', async () => {
    app = createTestApp(database, { now: () => NOW, logger: createLogger('error', () => {}) });
    await sql`alter table outbox rename to outbox_away`.execute(database.db);
    try {
      expect((await app.request('/api/contact', jsonRequest(visitor('Léo Roux', 'leo@example.fr', 'Badminton', 'Bonjour, où se trouve le gymnase ?')))).status).toBe(
        500,
      );
      expect((await app.request(`/api/admin/contact-messages/${ids.camille}/replies`, jsonRequest({ text: 'Bonjour.' }, admin.headers))).status).toBe(500);
    } finally {
      await sql`alter table outbox_away rename to outbox`.execute(database.db);
    }
    expect(await database.db.selectFrom('contact_messages').select('email').where('email', '=', 'leo@example.fr').execute()).toEqual([]);
    expect(await database.db.selectFrom('contact_replies').selectAll().execute()).toEqual([]);
    expect(await stateOf(ids.camille)).toBe('unread');
    expect(await database.db.selectFrom('audit_records').selectAll().execute()).toEqual([]);
  });

  it('lists the unread messages newest first with an excerpt, filters by state and searches every field', async () => {
    const page = await list();
    expect(page.data.map((message) => message.name)).toEqual(['Inès Durand', 'Hugo Petit', 'Camille Martin']);
    expect(page.data[2]).toEqual({
      id: ids.camille,
      name: 'Camille Martin',
      email: 'camille@example.fr',
      subject: 'Inscription au judo',
      excerpt: 'Bonjour, je souhaite inscrire ma fille au judo.',
      state: 'unread',
      createdAt: new Date(NOW.getTime() - 3000).toISOString(),
      replyCount: 0,
    });
    expect(page.total).toBe(3);
    expect((await list('?search=ECOLE')).data.map((message) => message.id)).toEqual([ids.hugo]);
    expect((await list('?search=ines@')).data.map((message) => message.id)).toEqual([ids.ines]);
    expect((await list('?search=judo&state=all')).data.map((message) => message.id)).toEqual([ids.camille]);
    expect((await list('?search=100%25')).data).toEqual([]);
    expect((await list('?limit=2&page=2')).data.map((message) => message.id)).toEqual([ids.camille]);
    expect((await list('?state=read')).data).toEqual([]);
  });

  it('marks a message read when an admin opens it, and counts the unread ones', async () => {
    const count = async () => ContactUnreadCountSchema.parse(await (await get('/api/admin/contact-messages/unread-count')).json()).unread;
    expect(await count()).toBe(3);
    const res = await get(`/api/admin/contact-messages/${ids.hugo}`);
    expect(res.status).toBe(200);
    expect(ContactMessageDetailSchema.parse(await res.json())).toMatchObject({
      id: ids.hugo,
      message: "Quels sont les horaires de l'école de natation ?",
      state: 'read',
      replies: [],
    });
    expect(await count()).toBe(2);
    expect((await list('?state=read')).data.map((message) => message.id)).toEqual([ids.hugo]);
  });

  it('archives, restores and marks unread; opening an archived message leaves it archived', async () => {
    const archived = await put(`/api/admin/contact-messages/${ids.ines}/state`, { state: 'archived' });
    expect(archived.status).toBe(200);
    expect(ContactMessageDetailSchema.parse(await archived.json()).state).toBe('archived');
    await get(`/api/admin/contact-messages/${ids.ines}`);
    expect(await stateOf(ids.ines)).toBe('archived');
    expect((await list('?state=archived')).data.map((message) => message.id)).toEqual([ids.ines]);
    expect((await list()).data.map((message) => message.id)).toEqual([ids.hugo, ids.camille]);
    await put(`/api/admin/contact-messages/${ids.ines}/state`, { state: 'read' });
    await put(`/api/admin/contact-messages/${ids.ines}/state`, { state: 'unread' });
    expect(await stateOf(ids.ines)).toBe('unread');
  });

  it('sends a reply to the visitor through the outbox, records it on the message and in the audit trail', async () => {
    const res = await app.request(
      `/api/admin/contact-messages/${ids.camille}/replies`,
      jsonRequest({ text: '  Bonjour Camille,\n\nLes inscriptions ouvrent lundi.  ' }, admin.headers),
    );
    expect(res.status).toBe(201);
    const detail = ContactMessageDetailSchema.parse(await res.json());
    expect(detail.state).toBe('read');
    expect(detail.replies).toEqual([
      { id: expect.any(String), authorName: 'Alice Admin', text: 'Bonjour Camille,\n\nLes inscriptions ouvrent lundi.', createdAt: NOW.toISOString() },
    ]);

    const [reply, ...others] = await outboxFor(app, 'camille@example.fr');
    expect(others).toEqual([]);
    expect(reply).toMatchObject({ subject: 'Re : Inscription au judo', replyTo: CLUB });
    expect(reply!.text).toContain('Les inscriptions ouvrent lundi.');
    expect(reply!.text).toContain('Votre message : « Bonjour, je souhaite inscrire ma fille au judo. »');

    const audit = await database.db.selectFrom('audit_records').select(['action', 'actor_id', 'target_id', 'target_label']).execute();
    expect(audit).toEqual([{ action: 'contact.reply', actor_id: admin.user.id, target_id: ids.camille, target_label: 'camille@example.fr' }]);
    expect((await list('?state=all')).data.find((message) => message.id === ids.camille)?.replyCount).toBe(1);
  });

  it('refuses an empty or too long reply and an unknown state in French, and changes nothing', async () => {
    const empty = await app.request(`/api/admin/contact-messages/${ids.camille}/replies`, jsonRequest({ text: '   ' }, admin.headers));
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ code: 'VALIDATION_ERROR', issues: [{ path: 'text', message: CONTACT_INBOX_MESSAGES.replyRequired }] });
    const long = await app.request(`/api/admin/contact-messages/${ids.camille}/replies`, jsonRequest({ text: 'a'.repeat(5001) }, admin.headers));
    expect(await long.json()).toMatchObject({ issues: [{ path: 'text', message: CONTACT_INBOX_MESSAGES.replyTooLong }] });
    const state = await put(`/api/admin/contact-messages/${ids.camille}/state`, { state: 'supprimé' });
    expect(state.status).toBe(400);
    expect(await state.json()).toMatchObject({ issues: [{ path: 'state', message: CONTACT_INBOX_MESSAGES.state }] });
    const filter = await get('/api/admin/contact-messages?state=tous');
    expect(await filter.json()).toMatchObject({ issues: [{ path: 'state', message: CONTACT_INBOX_MESSAGES.filter }] });

    expect(await stateOf(ids.camille)).toBe('unread');
    expect(await database.db.selectFrom('contact_replies').selectAll().execute()).toEqual([]);
    expect(await outboxFor(app, 'camille@example.fr')).toEqual([]);
  });

  it('answers 404 in French for an unknown message', async () => {
    for (const res of [
      await get('/api/admin/contact-messages/inconnu'),
      await put('/api/admin/contact-messages/inconnu/state', { state: 'read' }),
      await app.request('/api/admin/contact-messages/inconnu/replies', jsonRequest({ text: 'Bonjour' }, admin.headers)),
    ]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ message: CONTACT_INBOX_MESSAGES.notFound });
    }
  });

  it('refuses every route to a member (403) and to a visitor (401), and changes nothing', async () => {
    for (const headers of [member.headers, {}]) {
      const expected = headers === member.headers ? 403 : 401;
      expect((await get('/api/admin/contact-messages', headers)).status).toBe(expected);
      expect((await get('/api/admin/contact-messages/unread-count', headers)).status).toBe(expected);
      expect((await get(`/api/admin/contact-messages/${ids.camille}`, headers)).status).toBe(expected);
      expect((await put(`/api/admin/contact-messages/${ids.camille}/state`, { state: 'archived' }, headers)).status).toBe(expected);
      expect((await app.request(`/api/admin/contact-messages/${ids.camille}/replies`, jsonRequest({ text: 'Bonjour' }, headers))).status).toBe(expected);
    }
    expect(await stateOf(ids.camille)).toBe('unread');
    expect(await database.db.selectFrom('contact_replies').selectAll().execute()).toEqual([]);
    expect(await outboxFor(app, 'camille@example.fr')).toEqual([]);
  });
});
