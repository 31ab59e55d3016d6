import { CommentPageSchema, RecentCommentSchema, pagedResponseSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { writeArticle, writeComment } from '../../testing/blog-fixtures';
import { call, facilitiesTestbed, type RoleActors } from '../../testing/facilities-fixtures';
import { outboxFor } from '../../testing/outbox-helpers';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

const QueueSchema = pagedResponseSchema(RecentCommentSchema);
const SUBJECT = 'Votre commentaire a été masqué par la modération';

/** The moderation queue across articles and the hidden comment's author told (ADR 178). */
describe.each(testDatabases())('comment moderation on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let as: RoleActors;
  let first: { id: string; slug: string };
  let second: { id: string; slug: string };

  beforeAll(async () => {
    database = await testDatabase.open();
    ({ app, as } = await facilitiesTestbed(database));
    first = await writeArticle(app, as.admin, { title: 'Tournoi de judo', status: 'published' });
    second = await writeArticle(app, as.admin, { title: 'Assemblée générale', status: 'published', visibility: 'members' });
  });
  afterAll(() => database.dispose());

  const queue = async (query: string) => QueueSchema.parse((await call(app, 'GET', `/api/comments${query}`, as.admin.headers)).body);

  it('lists the comments of every article, newest first, all or the visible or hidden ones, to admins only', async () => {
    const a = await writeComment(app, as.member, first.id, 'Bravo les judokas');
    const b = await writeComment(app, as.coach, second.id, 'Merci pour le compte rendu');
    const c = await writeComment(app, as.member, second.id, 'Message à masquer');
    await call(app, 'PUT', `/api/comments/${c}`, as.admin.headers, { isHidden: true });

    const all = await queue('?limit=50');
    expect(
      all.data
        .slice(0, 3)
        .map((comment) => comment.id)
        .sort(),
    ).toEqual([a, b, c].sort());
    expect(all.data.find((comment) => comment.id === a)).toMatchObject({ articleId: first.id, articleTitle: 'Tournoi de judo', isHidden: false });
    const hidden = await queue('?status=hidden&limit=50');
    expect(hidden.data.map((comment) => comment.id)).toEqual([c]);
    expect(hidden.total).toBe(1);
    const visible = await queue('?status=visible&limit=50');
    expect(visible.data.map((comment) => comment.id)).toEqual(expect.arrayContaining([a, b]));
    expect(visible.data.map((comment) => comment.id)).not.toContain(c);
    expect(visible.total).toBe(all.total - 1);

    expect(await call(app, 'GET', '/api/comments?status=pending', as.admin.headers)).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_ERROR', issues: [{ path: 'status', message: 'Le filtre doit être visible ou masqué (visible, hidden)' }] },
    });
    expect((await call(app, 'GET', '/api/comments?status=hidden', as.coach.headers)).status).toBe(403);
    expect((await call(app, 'GET', '/api/comments?status=hidden', as.member.headers)).status).toBe(403);
    expect((await call(app, 'GET', '/api/comments?status=hidden')).status).toBe(401);
  });

  it("tells a hidden comment's author: they still see it, marked hidden, and get an e-mail; nobody else sees it", async () => {
    const before = (await outboxFor(app, as.member.user.email)).filter((mail) => mail.subject === SUBJECT).length;
    const id = await writeComment(app, as.member, first.id, 'Un commentaire déplacé');
    expect((await call(app, 'PUT', `/api/comments/${id}`, as.admin.headers, { isHidden: true })).body).toMatchObject({ isHidden: true });

    const forAuthor = CommentPageSchema.parse((await call(app, 'GET', `/api/comments/article/${first.id}`, as.member.headers)).body);
    expect(forAuthor.data.find((comment) => comment.id === id)).toMatchObject({ isHidden: true, content: 'Un commentaire déplacé' });
    expect((await call(app, 'GET', `/api/comments/${id}`, as.member.headers)).body).toMatchObject({ isHidden: true });
    const forOther = CommentPageSchema.parse((await call(app, 'GET', `/api/comments/article/${first.id}`, as.coach.headers)).body);
    expect(forOther.data.map((comment) => comment.id)).not.toContain(id);
    expect((await call(app, 'GET', `/api/comments/${id}`, as.coach.headers)).status).toBe(404);
    const forVisitor = CommentPageSchema.parse((await call(app, 'GET', `/api/comments/article/${first.id}`)).body);
    expect(forVisitor.data.map((comment) => comment.id)).not.toContain(id);
    expect((await call(app, 'GET', `/api/comments/article/${first.id}/count`)).body).toEqual({ count: forVisitor.total });

    const mails = (await outboxFor(app, as.member.user.email)).filter((mail) => mail.subject === SUBJECT);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.find((candidate) => candidate.text.includes('Un commentaire déplacé'));
    expect(mail?.text).toContain("Votre commentaire sur l'article «\u00a0Tournoi de judo\u00a0» a été masqué par la modération");
    expect(mail?.text).toContain('Votre commentaire : «\u00a0Un commentaire déplacé\u00a0»');
    expect(mail?.text).toContain(`/dashboard/blog/${first.slug}#comments-title`);

    // Hidden again or shown: no further e-mail; the author may still delete it.
    await call(app, 'PUT', `/api/comments/${id}`, as.admin.headers, { isHidden: true });
    await call(app, 'PUT', `/api/comments/${id}`, as.admin.headers, { isHidden: false });
    expect((await outboxFor(app, as.member.user.email)).filter((mail) => mail.subject === SUBJECT)).toHaveLength(before + 1);
    await call(app, 'PUT', `/api/comments/${id}`, as.admin.headers, { isHidden: true });
    expect((await call(app, 'DELETE', `/api/comments/${id}`, as.member.headers)).status).toBe(204);
  });
});
