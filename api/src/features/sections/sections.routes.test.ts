import { MembershipOptionsSchema, SectionSchema, SectionWithCategoriesSchema, successResponseSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createSection, type TestSection } from '../../testing/identity-fixtures';
import { createTestApp } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

describe.each(testDatabases())('sections and membership options on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let judo: TestSection;

  beforeAll(async () => {
    database = await testDatabase.open();
    app = createTestApp(database);
    judo = await createSection(database, 'Judo', ['Poussins', 'Benjamins', 'Seniors']);
    await createSection(database, 'Athlétisme', ['U13']);
    await createSection(database, 'Escrime', []);
  });
  afterAll(() => database.dispose());

  it('lists the sections that can be applied for, with their categories in order', async () => {
    const res = await app.request('/api/onboarding/membership-options');
    expect(res.status).toBe(200);
    const body = successResponseSchema(MembershipOptionsSchema.strict()).parse(await res.json());
    expect(body.data.sections.map((section) => section.name)).toEqual(['Athlétisme', 'Judo']);
    expect(body.data.sections[1]).toEqual({
      id: judo.id,
      name: 'Judo',
      description: 'La section Judo.',
      categories: judo.categories.map((category) => ({ ...category, sectionId: judo.id, description: '', minAge: null, maxAge: null })),
    });
  });

  it('lists every section, reads one with its categories, and its categories alone', async () => {
    const list = successResponseSchema(SectionSchema.array()).parse(await (await app.request('/api/sections')).json());
    expect(list.data.map((section) => section.name)).toEqual(['Athlétisme', 'Escrime', 'Judo']);
    const one = successResponseSchema(SectionWithCategoriesSchema).parse(await (await app.request(`/api/sections/${judo.id}`)).json());
    expect(one.data.categories.map((category) => category.name)).toEqual(['Poussins', 'Benjamins', 'Seniors']);
    const categories = (await (await app.request(`/api/sections/${judo.id}/categories`)).json()) as { data: unknown[] };
    expect(categories.data).toHaveLength(3);
  });

  it('answers 404 for an unknown section', async () => {
    expect((await app.request('/api/sections/8f14e45f-ceea-4f6a-9e2b-7b3c1d2a5e60')).status).toBe(404);
    expect((await app.request('/api/sections/8f14e45f-ceea-4f6a-9e2b-7b3c1d2a5e60/categories')).status).toBe(404);
  });
});
