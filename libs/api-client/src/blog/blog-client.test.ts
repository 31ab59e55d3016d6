import { describe, expect, it } from 'vitest';
import { fakeServer, inTurn, json } from '@club/http/testing';
import { createArticle, deleteArticle, getArticles } from './articles';
import { BlogCallError } from './blog-call-error';
import { createComment } from './comments';
import { getUserReaction, toggleReaction } from './reactions';
import { deleteTag } from './tags';

const apiError = (status: number, message: string) => json(status, { code: 'X', message, requestId: 'r1' });

describe('blog client', () => {
  it("sends list filters and raises the spec's message with the French sentence on failure", async () => {
    const server = fakeServer(inTurn(() => json(200, { data: [], total: 0, page: 2, limit: 10 })));
    expect(await getArticles({ page: 2, limit: 10, search: '', status: 'draft' })).toEqual({ data: [], total: 0, page: 2, limit: 10 });
    expect(server.calls[0]?.path).toBe('/api/articles?page=2&limit=10&status=draft');

    fakeServer(
      inTurn(
        () => json(500, 'boom'),
        () => json(500, 'boom'),
        () => json(500, 'boom'),
      ),
    );
    const error = await getArticles().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BlogCallError);
    expect((error as Error).message).toMatch(/^Failed to fetch articles: /);
    expect((error as BlogCallError).userMessage).toBe("Les articles n'ont pas pu être chargés. Veuillez réessayer.");
  });

  it.each([
    ['create article', () => createArticle({} as never), 'Failed to create article'],
    ['delete article', () => deleteArticle('a1'), 'Failed to delete article'],
    ['create comment', () => createComment({ articleId: 'a1', content: 'x' }), 'Failed to create comment'],
    ['delete tag', () => deleteTag('t1'), 'Failed to delete tag'],
  ])("%s: the API's French message is what people read", async (_name, run, prefix) => {
    fakeServer(inTurn(() => apiError(403, 'Interdit ici')));
    const error = (await run().catch((caught: unknown) => caught)) as BlogCallError;
    expect(error.message).toMatch(new RegExp(`^${prefix}: `));
    expect(error.userMessage).toBe('Interdit ici');
  });

  it('reads a 401 on …/user as "no reaction" and posts toggles with the target id', async () => {
    fakeServer(inTurn(() => apiError(401, 'Connectez-vous')));
    expect(await getUserReaction('articles', 'a1')).toBeNull();
    const server = fakeServer(
      inTurn(() => json(200, { data: { type: 'like', action: 'added', counts: { like: 1, love: 0, celebrate: 0, applause: 0 }, total: 1 } })),
    );
    expect(await toggleReaction({ target: 'articles', id: 'a1', type: 'like' })).toMatchObject({ type: 'like', total: 1 });
    expect(server.calls[0]).toMatchObject({ method: 'POST', body: { articleId: 'a1', type: 'like' } });
  });
});
