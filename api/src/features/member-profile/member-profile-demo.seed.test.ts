import { MemberDirectoryPageSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { seedIfEmpty } from '../../db/seed';
import { createLogger } from '../../shared/logger';
import { signIn } from '../../testing/auth-helpers';
import { createTestApp } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { DEMO_PASSWORD } from '../auth/demo-identity.data';

describe.each(testDatabases())("the demo's adult swimmers on /dashboard/members on $dialect", (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  const membersAs = async (email: string) => {
    const headers = await signIn(app, email, DEMO_PASSWORD);
    return MemberDirectoryPageSchema.parse(await (await app.request('/api/members', { headers })).json());
  };

  beforeAll(async () => {
    database = await testDatabase.open();
    await seedIfEmpty({ db: database.db, production: false, logger: createLogger('silent') });
    app = createTestApp(database);
  });
  afterAll(() => database.dispose());

  it('shows membre@ the swimmers with what each chose to share, and no emergency contact', async () => {
    const page = await membersAs('membre@demo.asso.fr');
    expect(page.sections.map((section) => section.name)).toEqual(['Natation']);
    const byName = Object.fromEntries(page.data.map((entry) => [entry.name, entry]));
    expect(Object.keys(byName)).toEqual(['Karim Benali', 'Antoine Dubois', 'Sophie Laurent', 'Julie Moreau']);
    expect(byName['Sophie Laurent']).toMatchObject({ email: 'sophie.laurent@demo.asso.fr', phone: '06 11 28 47 93', emergencyContact: null });
    expect(byName['Antoine Dubois']).toMatchObject({ email: 'antoine.dubois@demo.asso.fr', phone: null });
  });

  it("shows the coach his swimmers' emergency contacts, and membre@'s contact details stay hidden", async () => {
    const page = await membersAs('coach@demo.asso.fr');
    const julie = page.data.find((entry) => entry.name === 'Julie Moreau');
    expect(julie).toMatchObject({ email: null, phone: null, emergencyContact: { name: 'Claire Moreau', phone: '06 70 80 90 10' } });
  });
});
