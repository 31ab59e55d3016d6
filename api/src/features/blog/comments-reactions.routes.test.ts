import { CommentPageSchema, CommentSchema, ReactionTypesSchema, TagListSchema, ToggleReactionResponseSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { call, facilitiesTestbed, type RoleActors } from '../../testing/facilities-fixtures';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { signedInAs } from '../../testing/auth-helpers';
import { blogPersonalData } from './blog.personal-data';
import { writeArticle, writeComment } from '../../testing/blog-fixtures';

describe.each(testDatabases())('comments, reactions and tags API on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let as: RoleActors;
  let articleId: string;
  let membersOnlyId: string;

  beforeAll(async () => {
    database = await testDatabase.open();
    ({ app, as } = await facilitiesTestbed(database));
    articleId = (await writeArticle(app, as.admin, { status: 'published' })).id;
    membersOnlyId = (await writeArticle(app, as.admin, { title: 'Assemblée générale', status: 'published', visibility: 'members' })).id;
  });
  afterAll(() => database.dispose());

  it('lets a member comment, edit and delete their comment; plain text is stored as typed', async () => {
    const created = await call(app, 'POST', '/api/comments', as.member.headers, { articleId, content: '  <b>Bravo</b> les U13 !  ' });
    expect(created.status).toBe(201);
    const comment = CommentSchema.strict().parse(created.body);
    expect(comment).toMatchObject({ content: '<b>Bravo</b> les U13 !', isHidden: false, authorId: as.member.user.id });
    expect((await call(app, 'GET', `/api/comments/article/${articleId}/count`)).body).toEqual({ count: 1 });

    expect((await call(app, 'PUT', `/api/comments/${comment.id}`, as.coach.headers, { content: 'Pas à moi' })).status).toBe(403);
    expect((await call(app, 'PUT', `/api/comments/${comment.id}`, as.member.headers, { content: 'Bravo à tous !' })).body).toMatchObject({
      content: 'Bravo à tous !',
    });
    expect((await call(app, 'PUT', `/api/comments/${comment.id}`, as.member.headers, { isHidden: true })).status).toBe(403);
    expect((await call(app, 'DELETE', `/api/comments/${comment.id}`, as.coach.headers)).status).toBe(403);
    expect((await call(app, 'DELETE', `/api/comments/${comment.id}`, as.member.headers)).status).toBe(204);
    expect((await call(app, 'GET', `/api/comments/${comment.id}`)).status).toBe(404);
  });

  it('lets an admin hide and show a comment: hidden, only admins see it', async () => {
    const id = await writeComment(app, as.coach, articleId, 'Message à modérer');
    expect((await call(app, 'PUT', `/api/comments/${id}`, as.admin.headers, { isHidden: true })).body).toMatchObject({ isHidden: true });
    const forVisitor = CommentPageSchema.parse((await call(app, 'GET', `/api/comments/article/${articleId}`)).body);
    expect(forVisitor.data.map((c) => c.id)).not.toContain(id);
    expect((await call(app, 'GET', `/api/comments/${id}`, as.member.headers)).status).toBe(404);
    const forAdmin = CommentPageSchema.parse((await call(app, 'GET', `/api/comments/article/${articleId}`, as.admin.headers)).body);
    expect(forAdmin.data.find((c) => c.id === id)).toMatchObject({ isHidden: true });
    expect((await call(app, 'GET', '/api/comments?limit=5', as.admin.headers)).body).toMatchObject({ data: [{ id, articleTitle: expect.any(String) }] });
    expect((await call(app, 'GET', '/api/comments', as.coach.headers)).status).toBe(403);
    expect((await call(app, 'PUT', `/api/comments/${id}`, as.admin.headers, { isHidden: false })).body).toMatchObject({ isHidden: false });
    expect((await call(app, 'GET', `/api/comments/${id}`)).status).toBe(200);
  });

  it('refuses empty or oversized comments and comments on what the person cannot read', async () => {
    expect(await call(app, 'POST', '/api/comments', as.member.headers, { articleId, content: '   ' })).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'content', message: 'Le commentaire ne peut pas être vide' }] },
    });
    expect((await call(app, 'POST', '/api/comments', as.member.headers, { articleId, content: 'a'.repeat(2001) })).status).toBe(400);
    const draft = await writeArticle(app, as.admin, { title: 'Brouillon' });
    expect((await call(app, 'POST', '/api/comments', as.member.headers, { articleId: draft.id, content: 'Hop' })).status).toBe(404);
    expect((await call(app, 'POST', '/api/comments', as.user.headers, { articleId, content: 'Hop' })).status).toBe(403);
    expect((await call(app, 'GET', `/api/comments/article/${membersOnlyId}`)).status).toBe(404);
    expect((await call(app, 'GET', `/api/comments/article/${membersOnlyId}`, as.member.headers)).status).toBe(200);
  });

  it('toggles one reaction per person: same type removes it, another replaces it, counts follow', async () => {
    const types = ReactionTypesSchema.parse((await call(app, 'GET', '/api/reactions/types')).body);
    expect(types.data).toContainEqual({ type: 'like', emoji: '👍', label: "J'aime" });
    const toggle = async (who: keyof RoleActors, type: string) =>
      ToggleReactionResponseSchema.parse((await call(app, 'POST', '/api/reactions/articles', as[who].headers, { articleId, type })).body).data;

    expect(await toggle('member', 'like')).toMatchObject({ type: 'like', action: 'added', total: 1, counts: { like: 1, love: 0 } });
    expect(await toggle('coach', 'like')).toMatchObject({ counts: { like: 2 }, total: 2 });
    expect(await toggle('member', 'love')).toMatchObject({ type: 'love', action: 'changed', counts: { like: 1, love: 1 }, total: 2 });
    expect((await call(app, 'GET', `/api/reactions/articles/${articleId}/user`, as.member.headers)).body).toEqual({ data: { type: 'love' } });
    expect(await toggle('member', 'love')).toMatchObject({ type: null, action: 'removed', counts: { like: 1, love: 0 }, total: 1 });
    expect((await call(app, 'GET', `/api/reactions/articles/${articleId}/user`, as.member.headers)).body).toEqual({ data: { type: null } });
    expect((await call(app, 'GET', `/api/reactions/articles/${articleId}`)).body).toMatchObject({ data: { total: 1, counts: { like: 1 } } });

    // 401 only without a session; any session gets an answer.
    expect((await call(app, 'GET', `/api/reactions/articles/${articleId}/user`)).status).toBe(401);
    expect((await call(app, 'GET', `/api/reactions/articles/${articleId}/user`, as.user.headers)).status).toBe(200);
    expect((await call(app, 'POST', '/api/reactions/articles', as.user.headers, { articleId, type: 'like' })).status).toBe(403);
    expect((await call(app, 'POST', '/api/reactions/articles', as.member.headers, { articleId, type: 'bof' })).body).toMatchObject({
      issues: [{ path: 'type', message: 'Le type de réaction doit être like, love, celebrate ou applause' }],
    });

    const commentId = await writeComment(app, as.coach, articleId);
    const onComment = await call(app, 'POST', '/api/reactions/comments', as.member.headers, { commentId, type: 'applause' });
    expect(onComment.body).toMatchObject({ data: { type: 'applause', counts: { applause: 1 } } });
    expect((await call(app, 'GET', `/api/reactions/comments/${commentId}/user`, as.member.headers)).body).toEqual({ data: { type: 'applause' } });
    expect((await call(app, 'GET', `/api/reactions/articles/${membersOnlyId}`)).status).toBe(404);
  });

  it("lists an article's comments with their reaction counts and the caller's own reaction, in one request", async () => {
    const article = (await writeArticle(app, as.admin, { title: 'Tournoi de printemps', status: 'published' })).id;
    const first = await writeComment(app, as.coach, article, 'Bravo aux U13');
    const second = await writeComment(app, as.member, article, 'Quelle journée');
    const react = (who: keyof RoleActors, commentId: string, type: string) => call(app, 'POST', '/api/reactions/comments', as[who].headers, { commentId, type });
    await react('member', first, 'love');
    await react('coach', first, 'like');
    await react('admin', first, 'love');

    // Keyed by comment: two comments written in the same millisecond may come in either order.
    const list = async (who?: keyof RoleActors) => {
      const page = CommentPageSchema.parse((await call(app, 'GET', `/api/comments/article/${article}`, who ? as[who].headers : undefined)).body);
      return new Map(page.data.map((comment) => [comment.id, comment]));
    };
    const forMember = await list('member');
    expect(forMember.get(first)).toMatchObject({ myReaction: 'love', reactions: { total: 3, counts: { like: 1, love: 2, celebrate: 0, applause: 0 } } });
    expect(forMember.get(second)).toMatchObject({ myReaction: null, reactions: { total: 0, counts: { like: 0, love: 0, celebrate: 0, applause: 0 } } });
    expect((await list('coach')).get(first)?.myReaction).toBe('like');
    expect([...(await list()).values()].map((comment) => comment.myReaction)).toEqual([null, null]);

    // Changing one's reaction shows in the next list.
    await react('member', first, 'love');
    expect((await list('member')).get(first)).toMatchObject({ myReaction: null, reactions: { total: 2, counts: { love: 1, like: 1 } } });
  });

  it('creates unique tags on the fly and searches them, accents aside', async () => {
    expect((await call(app, 'POST', '/api/tags', as.coach.headers, { name: 'Évènement' })).status).toBe(201);
    expect(await call(app, 'POST', '/api/tags', as.admin.headers, { name: 'evenement' })).toMatchObject({ status: 409, body: { message: 'Ce tag existe déjà' } });
    expect((await call(app, 'POST', '/api/tags', as.member.headers, { name: 'Membres' })).status).toBe(403);
    const found = TagListSchema.parse((await call(app, 'GET', '/api/tags/search?q=EVEN')).body);
    expect(found.data.map((t) => t.name)).toEqual(['Évènement']);
    const id = found.data[0]!.id;
    expect((await call(app, 'PUT', `/api/tags/${id}`, as.admin.headers, { name: 'Événement' })).body).toMatchObject({ name: 'Événement' });
    expect((await call(app, 'PUT', `/api/tags/${id}`, as.coach.headers, { name: 'Non' })).status).toBe(403);
    expect((await call(app, 'GET', `/api/tags/${id}`)).body).toMatchObject({ name: 'Événement', articleCount: 0 });
    expect((await call(app, 'DELETE', `/api/tags/${id}`, as.admin.headers)).status).toBe(204);
    expect((await call(app, 'GET', `/api/tags/${id}`)).status).toBe(404);
  });

  it("exports a person's blog data and lets their account be deleted (comments and reactions go, articles stay anonymised)", async () => {
    const writer = await signedInAs(app, database, 'coach');
    const reader = await signedInAs(app, database, 'member');
    const written = await writeArticle(app, writer, { title: 'Article du coach' });
    await call(app, 'PUT', `/api/articles/${written.id}`, as.admin.headers, { status: 'published' });
    const commentId = await writeComment(app, reader, written.id, 'Merci coach');
    await call(app, 'POST', '/api/reactions/articles', reader.headers, { articleId: written.id, type: 'applause' });

    const exported = (await blogPersonalData.collect(database.db, reader.user.id, new Date())) as { comments: unknown[]; reactions: { articles: unknown[] } };
    expect(exported.comments).toEqual([expect.objectContaining({ id: commentId, content: 'Merci coach', isHidden: false })]);
    expect(exported.reactions.articles).toEqual([expect.objectContaining({ articleId: written.id, type: 'applause' })]);
    expect(((await blogPersonalData.collect(database.db, writer.user.id, new Date())) as { articles: unknown[] }).articles).toHaveLength(1);

    for (const who of [reader, writer]) {
      expect((await call(app, 'POST', '/api/auth/admin/remove-user', as.admin.headers, { userId: who.user.id })).status).toBe(200);
    }
    expect((await call(app, 'GET', `/api/comments/${commentId}`)).status).toBe(404);
    expect((await call(app, 'GET', `/api/reactions/articles/${written.id}`)).body).toMatchObject({ data: { total: 0 } });
    expect((await call(app, 'GET', `/api/articles/public/${written.id}`)).body).toMatchObject({ authorId: null, authorName: 'Ancien membre' });
  });
});
