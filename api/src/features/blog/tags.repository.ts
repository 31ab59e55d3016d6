import type { Kysely } from 'kysely';
import type { BlogTagsTable, Database } from '../../db/schema';

const withCount = (db: Kysely<Database>) =>
  db
    .selectFrom('blog_tags')
    .select(['blog_tags.id', 'blog_tags.name', 'blog_tags.created_at', 'blog_tags.updated_at'])
    .select((eb) =>
      eb
        .selectFrom('blog_article_tags')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('blog_article_tags.tag_id', '=', 'blog_tags.id')
        .as('article_count'),
    );

export type TagRow = Awaited<ReturnType<ReturnType<typeof withCount>['execute']>>[number];

/** Tags whose key contains `key` (all when empty), by name; at most `limit`. */
export function listTags(db: Kysely<Database>, key: string, limit: number): Promise<TagRow[]> {
  let query = withCount(db);
  if (key) query = query.where('blog_tags.name_key', 'like', `%${key.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
  return query.orderBy('blog_tags.name_key').limit(limit).execute();
}

export function findTag(db: Kysely<Database>, id: string): Promise<TagRow | undefined> {
  return withCount(db).where('blog_tags.id', '=', id).executeTakeFirst();
}

export async function insertTag(db: Kysely<Database>, row: BlogTagsTable): Promise<void> {
  await db.insertInto('blog_tags').values(row).execute();
}

export async function updateTag(db: Kysely<Database>, id: string, changes: Pick<BlogTagsTable, 'name' | 'name_key' | 'updated_at'>): Promise<void> {
  await db.updateTable('blog_tags').set(changes).where('id', '=', id).execute();
}

export async function deleteTag(db: Kysely<Database>, id: string): Promise<number> {
  const result = await db.deleteFrom('blog_tags').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}
