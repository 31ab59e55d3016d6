import { ApplicationSchema, successResponseSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signedInAs, type TestUser } from '../../testing/auth-helpers';
import { applicationBody, completeProfileOf, createSection, type TestSection } from '../../testing/identity-fixtures';
import { createTestApp, jsonRequest } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

const EXPORT = '/api/first-login/applications/export';
const rowsOf = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe.each(testDatabases())('applications CSV export on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let rugby: TestSection;
  let admin: { user: TestUser; headers: Record<string, string> };

  const apply = async (firstName: string, lastName: string, motivation: string) => {
    const signedIn = await signedInAs(app, database, 'user', { firstName, lastName });
    await completeProfileOf(database, signedIn.user.id);
    const res = await app.request('/api/first-login/applications', jsonRequest(applicationBody(rugby, { motivation }), signedIn.headers));
    expect(res.status).toBe(201);
    return successResponseSchema(ApplicationSchema).parse(await res.json()).data;
  };

  beforeAll(async () => {
    database = await testDatabase.open();
    let tick = 0;
    // One second apart, so "oldest first" has a single answer.
    app = createTestApp(database, { now: () => new Date(Date.parse('2026-11-25T23:30:00.000Z') + 1000 * tick++) });
    rugby = await createSection(database, 'Rugby', ['Cadets']);
    admin = await signedInAs(app, database, 'admin', { firstName: 'Nadia', lastName: 'Benali' });
    await apply('Zoé', 'Lefèvre', '=HYPERLINK("http://exemple.fr";"cliquez")');
    const rejected = await apply('Théo', 'Marchand', 'Je joue au rugby; depuis "toujours".');
    const review = await app.request(
      `/api/first-login/applications/${rejected.id}/review`,
      jsonRequest({ decision: 'rejected', comments: 'Complet' }, admin.headers),
    );
    expect(review.status).toBe(200);
  });
  afterAll(() => database.dispose());

  it('sends a dated UTF-8 attachment with a BOM and French headers', async () => {
    const res = await app.request(`${EXPORT}?status=all`, { headers: admin.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="candidatures-2026-11-26.csv"');
    const bytes = new Uint8Array(await res.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...lines] = rowsOf(await res.text());
    expect(header?.split(';').slice(0, 4)).toEqual(['Statut', 'Nom', 'Prénom', 'Adresse e-mail']);
    expect(lines).toHaveLength(2);
  });

  it('applies the list filters, escapes quotes and separators, and neutralises formulas', async () => {
    const pending = rowsOf(await (await app.request(`${EXPORT}?status=pending&sectionId=${rugby.id}`, { headers: admin.headers })).text());
    expect(pending).toHaveLength(2);
    expect(pending[1]).toMatch(/^En attente;Lefèvre;Zoé;/);
    expect(pending[1]).toContain(`;"'=HYPERLINK(""http://exemple.fr"";""cliquez"")";`);

    const rejected = rowsOf(await (await app.request(`${EXPORT}?status=rejected&search=marchand`, { headers: admin.headers })).text());
    expect(rejected).toHaveLength(2);
    expect(rejected[1]).toMatch(/^Refusée;Marchand;Théo;/);
    expect(rejected[1]).toContain(';"Je joue au rugby; depuis ""toujours""."');
    expect(rejected[1]).toMatch(/;Nadia Benali;Complet$/);
  });

  it('lists the oldest first when asked (the admin home widget), newest first by default', async () => {
    const names = async (query: string) =>
      (
        (await (await app.request(`/api/first-login/applications/pending?status=all&sectionId=${rugby.id}${query}`, { headers: admin.headers })).json()) as {
          data: { user: { firstName: string } }[];
        }
      ).data.map((application) => application.user.firstName);
    expect(await names('')).toEqual(['Théo', 'Zoé']);
    expect(await names('&order=oldest&limit=1')).toEqual(['Zoé']);
    expect(rowsOf(await (await app.request(`${EXPORT}?status=all&order=oldest`, { headers: admin.headers })).text())[1]).toMatch(/^En attente;Lefèvre;/);
    expect((await app.request(`${EXPORT}?order=random`, { headers: admin.headers })).status).toBe(400);
  });

  it('refuses bad filters in French, visitors (401) and users, members and coaches (403)', async () => {
    const bad = await app.request(`${EXPORT}?dateRange=year`, { headers: admin.headers });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('La période doit être all, today, week ou month');
    expect((await app.request(EXPORT)).status).toBe(401);
    for (const role of ['user', 'member', 'coach'] as const) {
      const { headers } = await signedInAs(app, database, role);
      expect((await app.request(EXPORT, { headers })).status).toBe(403);
    }
  });
});
