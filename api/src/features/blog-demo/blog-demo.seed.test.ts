import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../db/seed';
import { createLogger } from '../../shared/logger';
import { createTestApp } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { countRows } from '../../testing/count-rows';

const NOW = new Date('2026-03-25T15:00:00.000Z');

describe.each(testDatabases())('demo blog seed on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;

  beforeAll(async () => {
    database = await testDatabase.open();
    expect(await seedIfEmpty({ db: database.db, production: false, logger: createLogger('silent'), now: NOW })).toBe('seeded');
  }, 60_000);
  afterAll(() => database.dispose());

  it('has public articles for visitors, and a scheduled, a draft and a members-only one they never see', async () => {
    const app = createTestApp(database, { now: () => NOW });
    const res = await app.request('/api/articles/public?limit=100');
    const titles = ((await res.json()) as { data: { title: string; tags: unknown[] }[] }).data.map((a) => a.title);
    expect(titles).toEqual(['Fête du club : rendez-vous le 20 juin', 'Les U13 remportent le tournoi de printemps', 'Reprise des cours de natation adultes']);
    const statuses = await database.db.selectFrom('blog_articles').select(['status', 'visibility', 'published_at']).execute();
    expect(statuses.filter((a) => a.status === 'draft')).toHaveLength(1);
    expect(statuses.filter((a) => a.visibility === 'members')).toHaveLength(1);
    expect(statuses.filter((a) => a.status === 'published' && a.published_at! > NOW.toISOString())).toHaveLength(1);
  });

  it('has tags, comments and reactions by the demo accounts', async () => {
    const count = (table: 'blog_tags' | 'blog_comments' | 'blog_article_reactions' | 'blog_comment_reactions' | 'blog_article_tags') =>
      countRows(database.db, table);
    expect(await count('blog_tags')).toBe(6);
    expect(await count('blog_article_tags')).toBeGreaterThan(6);
    expect(await count('blog_comments')).toBe(5);
    expect(await count('blog_article_reactions')).toBe(6);
    expect(await count('blog_comment_reactions')).toBe(3);
  });
});
