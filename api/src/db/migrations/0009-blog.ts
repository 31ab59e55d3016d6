import type { Kysely } from 'kysely';

// The blog (issue 13, ADRs 130–132). Portable types (ADR 010). Deleting a user removes their comments
// and reactions; the articles they wrote stay, anonymised (author_id set null).
const id = 'varchar(36)';
const timestamp = 'varchar(32)';

async function articlesAndTags(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('blog_articles')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('title', 'varchar(255)', (col) => col.notNull())
    .addColumn('slug', 'varchar(255)', (col) => col.notNull().unique())
    .addColumn('excerpt', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    // The author's Markdown, and its HTML sanitised with an allow-list (the only HTML ever shown).
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('content_html', 'text', (col) => col.notNull())
    .addColumn('cover_image_url', 'varchar(2048)')
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('draft'))
    .addColumn('visibility', 'varchar(16)', (col) => col.notNull().defaultTo('public'))
    .addColumn('published_at', timestamp)
    .addColumn('author_id', id, (col) => col.references('users.id').onDelete('set null'))
    .addColumn('search_text', 'text', (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  // Readers' lists: published, newest first.
  await db.schema.createIndex('blog_articles_status_published_idx').on('blog_articles').columns(['status', 'published_at', 'id']).execute();
  await db.schema.createIndex('blog_articles_updated_idx').on('blog_articles').columns(['updated_at', 'id']).execute();
  await db.schema.createIndex('blog_articles_author_idx').on('blog_articles').column('author_id').execute();

  await db.schema
    .createTable('blog_tags')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('name', 'varchar(50)', (col) => col.notNull())
    // The name lower-cased without accents: "Évènement" and "evenement" are one tag.
    .addColumn('name_key', 'varchar(50)', (col) => col.notNull().unique())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('blog_article_tags')
    .addColumn('article_id', id, (col) => col.notNull().references('blog_articles.id').onDelete('cascade'))
    .addColumn('tag_id', id, (col) => col.notNull().references('blog_tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('blog_article_tags_pk', ['article_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('blog_article_tags_tag_idx').on('blog_article_tags').columns(['tag_id', 'article_id']).execute();
}

async function commentsAndReactions(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('blog_comments')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('article_id', id, (col) => col.notNull().references('blog_articles.id').onDelete('cascade'))
    .addColumn('author_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('is_hidden', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('blog_comments_article_idx').on('blog_comments').columns(['article_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('blog_comments_author_idx').on('blog_comments').column('author_id').execute();
  await db.schema.createIndex('blog_comments_created_idx').on('blog_comments').columns(['created_at', 'id']).execute();

  // One reaction per person and target (the primary key); a toggle replaces or removes it.
  for (const [table, target] of [
    ['blog_article_reactions', 'blog_articles'],
    ['blog_comment_reactions', 'blog_comments'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('user_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('target_id', id, (col) => col.notNull().references(`${target}.id`).onDelete('cascade'))
      .addColumn('type', 'varchar(16)', (col) => col.notNull())
      .addColumn('created_at', timestamp, (col) => col.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['user_id', 'target_id'])
      .execute();
    await db.schema.createIndex(`${table}_target_idx`).on(table).columns(['target_id', 'type']).execute();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await articlesAndTags(db);
  await commentsAndReactions(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['blog_comment_reactions', 'blog_article_reactions', 'blog_comments', 'blog_article_tags', 'blog_tags', 'blog_articles']) {
    await db.schema.dropTable(table).execute();
  }
}
