import { randomUUID } from 'node:crypto';
import {
  ApplicationSchema,
  formatParisDate,
  MEDICAL_CERTIFICATE_MAX_BYTES,
  MEDICAL_CERTIFICATE_MESSAGES,
  seasonFirstYear,
  successResponseSchema,
} from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signedInAs, TEST_ORIGIN, type TestUser } from '../../testing/auth-helpers';
import { databaseFingerprint } from '../../testing/database-fingerprint';
import { applicationBody, completeProfileOf, createSection, type TestSection } from '../../testing/identity-fixtures';
import { createTestApp, jsonRequest } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { purgeMedicalCertificates } from './medical-certificates.service';

type Signed = { user: TestUser; headers: Record<string, string> };

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const today = () => formatParisDate(new Date());

/** A medical certificate as a file (ADR 207): upload, refusals, who reads it, the purge. */
describe.each(testDatabases())('medical certificates on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let judo: TestSection;
  let football: TestSection;
  let manager: Signed;
  let otherManager: Signed;

  const upload = (
    headers: Record<string, string>,
    body: Uint8Array<ArrayBuffer> | string,
    query = `?certificateDate=${today()}`,
    type = 'application/octet-stream',
  ) => app.request(`/api/me/medical-certificate${query}`, { method: 'PUT', headers: { ...headers, 'Content-Type': type }, body });
  const signUp = async (firstName: string) => {
    const signedIn = await signedInAs(app, database, 'user', { firstName, lastName: 'Roux' });
    await completeProfileOf(database, signedIn.user.id);
    return signedIn;
  };
  const submit = async (signed: Signed, section: TestSection) => {
    const res = await app.request('/api/first-login/applications', jsonRequest(applicationBody(section), signed.headers));
    expect(res.status).toBe(201);
    return successResponseSchema(ApplicationSchema).parse(await res.json()).data;
  };
  const manage = (userId: string, section: TestSection) =>
    database.db
      .insertInto('responsibilities')
      .values({ id: randomUUID(), user_id: userId, kind: 'section_manager', section_id: section.id, category_id: null, created_at: new Date().toISOString() })
      .execute();
  const stored = async (userId: string) =>
    database.db.selectFrom('medical_certificates').select(['size', 'media_type']).where('user_id', '=', userId).executeTakeFirst();

  beforeAll(async () => {
    database = await testDatabase.open();
    app = createTestApp(database);
    judo = await createSection(database, 'Judo', ['Adultes']);
    football = await createSection(database, 'Football', ['Seniors']);
    manager = await signedInAs(app, database, 'section_manager', { firstName: 'Karim', lastName: 'Haddad' });
    otherManager = await signedInAs(app, database, 'section_manager', { firstName: 'Zoé', lastName: 'Lefèvre' });
    await manage(manager.user.id, judo);
    await manage(otherManager.user.id, football);
  });
  afterAll(() => database.dispose());

  it('stores a PDF typed by its content, and the application shows its date and validity to its reviewer, who opens it', async () => {
    const lea = await signUp('Léa');
    const res = await upload(lea.headers, PDF);
    expect(res.status).toBe(200);
    const seasonEnd = `${seasonFirstYear(new Date()) + 1}-06-30`;
    expect(await res.json()).toMatchObject({ success: true, data: { date: today(), validUntil: seasonEnd, mediaType: 'application/pdf', size: PDF.length } });
    const application = await submit(lea, judo);
    expect(application.medicalCertificate).toMatchObject({ date: today(), validUntil: seasonEnd, mediaType: 'application/pdf' });

    const seen = await app.request(`/api/first-login/applications/${application.id}`, { headers: manager.headers });
    expect(successResponseSchema(ApplicationSchema).parse(await seen.json()).data.medicalCertificate?.date).toBe(today());
    const file = await app.request(`/api/first-login/applications/${application.id}/medical-certificate`, { headers: manager.headers });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe('inline; filename="certificat-medical.pdf"');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('cache-control')).toContain('no-store');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);

    const own = await app.request('/api/me/medical-certificate', { headers: lea.headers });
    expect(own.status).toBe(200);
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(PDF);
  });

  it("refuses the certificate to another section's manager, a member and a visitor, in the API's error shape", async () => {
    const hugo = await signUp('Hugo');
    await upload(hugo.headers, PNG);
    const application = await submit(hugo, judo);
    const path = `/api/first-login/applications/${application.id}/medical-certificate`;
    const other = await app.request(path, { headers: otherManager.headers });
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Candidature introuvable.' });
    const member = await signedInAs(app, database, 'member');
    expect((await app.request(path, { headers: member.headers })).status).toBe(403);
    expect((await app.request(path, { headers: { Origin: TEST_ORIGIN } })).status).toBe(401);
    // The member reads their own only: they have none.
    const mine = await app.request('/api/me/medical-certificate', { headers: member.headers });
    expect(mine.status).toBe(404);
    expect(await mine.json()).toMatchObject({ code: 'NOT_FOUND', message: MEDICAL_CERTIFICATE_MESSAGES.notFound });
  });

  it('refuses by content, size and date with a French message on the field, and stores nothing', async () => {
    const ines = await signUp('Inès');
    const before = await databaseFingerprint(database);
    const html = await upload(ines.headers, '<html><script>alert(1)</script></html>', `?certificateDate=${today()}`, 'application/pdf');
    expect(html.status).toBe(415);
    expect(await html.json()).toMatchObject({ code: 'MEDICAL_CERTIFICATE_TYPE', message: MEDICAL_CERTIFICATE_MESSAGES.type, issues: [{ path: 'certificateFile' }] });
    const big = new Uint8Array(MEDICAL_CERTIFICATE_MAX_BYTES + 1);
    big.set(PDF);
    const tooLarge = await upload(ines.headers, big);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ message: MEDICAL_CERTIFICATE_MESSAGES.tooLarge });
    expect((await upload(ines.headers, new Uint8Array())).status).toBe(400);
    const noDate = await upload(ines.headers, PDF, '');
    expect(await noDate.json()).toMatchObject({ issues: [{ path: 'certificateDate', message: MEDICAL_CERTIFICATE_MESSAGES.dateRequired }] });
    const year = Number(today().slice(0, 4));
    const future = await upload(ines.headers, PDF, `?certificateDate=${year + 1}-12-31`);
    expect(await future.json()).toMatchObject({ issues: [{ path: 'certificateDate', message: MEDICAL_CERTIFICATE_MESSAGES.dateFuture }] });
    const lastSeason = await upload(ines.headers, PDF, `?certificateDate=${seasonFirstYear(new Date()) - 1}-09-01`);
    expect(lastSeason.status).toBe(400);
    expect(((await lastSeason.json()) as { message: string }).message).toMatch(
      /^La date du certificat médical doit être dans la saison en cours \(depuis le 1er juillet \d{4}\)$/,
    );
    // A form's type never reaches the route (a cross-site page cannot send a file without a preflight).
    expect((await upload(ines.headers, PDF, `?certificateDate=${today()}`, 'text/plain')).status).toBe(415);
    expect(await databaseFingerprint(database)).toBe(before);
    expect(await stored(ines.user.id)).toBeUndefined();
  });

  it('replaces a certificate with the next one (a renewal), and tells the person what they have', async () => {
    const nina = await signUp('Nina');
    const details = async () => (await (await app.request('/api/me/medical-certificate/details', { headers: nina.headers })).json()) as { data: unknown };
    expect(await details()).toEqual({ success: true, data: null });
    await upload(nina.headers, PDF);
    await upload(nina.headers, PNG);
    expect(await stored(nina.user.id)).toEqual({ size: PNG.length, media_type: 'image/png' });
    expect((await details()).data).toMatchObject({ date: today(), mediaType: 'image/png', size: PNG.length });
  });

  it("purges a refused applicant's certificate, a season's that is over, and an account's with it", async () => {
    const refused = await signUp('Rémi');
    await upload(refused.headers, PDF);
    const application = await submit(refused, judo);
    const kept = await signUp('Katia');
    await upload(kept.headers, PDF);
    await submit(kept, judo);
    const deleted = await signUp('Dan');
    await upload(deleted.headers, PDF);

    const admin = await signedInAs(app, database, 'admin');
    const decided = await app.request(`/api/first-login/applications/${application.id}/review`, jsonRequest({ decision: 'rejected' }, admin.headers));
    expect(decided.status).toBe(200);
    const ctx = { db: database.db, dialect: database.dialect, now: () => new Date() };
    expect(await purgeMedicalCertificates({ ctx })).toBeGreaterThanOrEqual(1);
    expect(await stored(refused.user.id)).toBeUndefined();
    expect(await stored(kept.user.id)).toBeDefined();

    await database.db.deleteFrom('users').where('id', '=', deleted.user.id).execute();
    expect(await stored(deleted.user.id)).toBeUndefined();

    const nextSeason = new Date(`${seasonFirstYear(new Date()) + 1}-07-02T12:00:00Z`);
    await purgeMedicalCertificates({ ctx: { ...ctx, now: () => nextSeason } });
    expect(await stored(kept.user.id)).toBeUndefined();
  });
});
