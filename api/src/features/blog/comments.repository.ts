import type { Kysely } from 'kysely';
import type { BlogCommentsTable, Database } from '../../db/schema';

const withAuthor = (db: Kysely<Database>) =>
  db
    .selectFrom('blog_comments')
    .innerJoin('users', 'users.id', 'blog_comments.author_id')
    .innerJoin('blog_articles', 'blog_articles.id', 'blog_comments.article_id')
    .select([
      'blog_comments.id',
      'blog_comments.article_id',
      'blog_comments.author_id',
      'blog_comments.content',
      'blog_comments.is_hidden',
      'blog_comments.created_at',
      'blog_comments.updated_at',
      'users.name',
      'users.first_name',
      'users.last_name',
      'users.email as author_email',
      'blog_articles.title as article_title',
      'blog_articles.slug as article_slug',
    ]);

export type CommentRow = Awaited<ReturnType<ReturnType<typeof withAuthor>['execute']>>[number];

/** Which hidden comments a reader sees: all (admins), their own (the author is told it is hidden), or none (visitors). */
export type HiddenComments = 'all' | { authorId: string } | 'none';

/** An article's comments, oldest first, with the hidden ones `hidden` allows. */
export async function listComments(db: Kysely<Database>, articleId: string, hidden: HiddenComments, limit: number, offset: number) {
  let query = withAuthor(db).where('blog_comments.article_id', '=', articleId);
  if (hidden === 'none') query = query.where('blog_comments.is_hidden', '=', 0);
  else if (hidden !== 'all') {
    const authorId = hidden.authorId;
    query = query.where((eb) => eb.or([eb('blog_comments.is_hidden', '=', 0), eb('blog_comments.author_id', '=', authorId)]));
  }
  const rows = await query.orderBy('blog_comments.created_at').orderBy('blog_comments.id').limit(limit).offset(offset).execute();
  let count = db
    .selectFrom('blog_comments')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('article_id', '=', articleId);
  if (hidden === 'none') count = count.where('is_hidden', '=', 0);
  else if (hidden !== 'all') {
    const authorId = hidden.authorId;
    count = count.where((eb) => eb.or([eb('is_hidden', '=', 0), eb('author_id', '=', authorId)]));
  }
  return { rows, total: Number((await count.executeTakeFirstOrThrow()).n) };
}

export async function countComments(db: Kysely<Database>, articleId: string, withHidden: boolean): Promise<number> {
  let query = db
    .selectFrom('blog_comments')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('article_id', '=', articleId);
  if (!withHidden) query = query.where('is_hidden', '=', 0);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Every article's comments, newest first, all or only the visible or hidden ones (the admin's moderation queue). */
export async function recentComments(db: Kysely<Database>, hidden: boolean | undefined, limit: number, offset: number) {
  let query = withAuthor(db);
  let count = db.selectFrom('blog_comments').select((eb) => eb.fn.countAll<number | string>().as('n'));
  if (hidden !== undefined) {
    query = query.where('blog_comments.is_hidden', '=', hidden ? 1 : 0);
    count = count.where('is_hidden', '=', hidden ? 1 : 0);
  }
  const rows = await query.orderBy('blog_comments.created_at', 'desc').orderBy('blog_comments.id').limit(limit).offset(offset).execute();
  return { rows, total: Number((await count.executeTakeFirstOrThrow()).n) };
}

export function findComment(db: Kysely<Database>, id: string): Promise<CommentRow | undefined> {
  return withAuthor(db).where('blog_comments.id', '=', id).executeTakeFirst();
}

export async function insertComment(db: Kysely<Database>, row: BlogCommentsTable): Promise<void> {
  await db.insertInto('blog_comments').values(row).execute();
}

export async function updateComment(
  db: Kysely<Database>,
  id: string,
  changes: Partial<Pick<BlogCommentsTable, 'content' | 'is_hidden' | 'updated_at'>>,
): Promise<void> {
  await db.updateTable('blog_comments').set(changes).where('id', '=', id).execute();
}

export async function deleteComment(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('blog_comments').where('id', '=', id).execute();
}
