import type { Article, Tag } from '@club/contracts';
import type { BlogArticlesTable } from '../../db/schema';

/** A stored article with its author's names (null once the author's account is deleted). */
export type ArticleRow = Omit<BlogArticlesTable, 'search_text'> & {
  author_name: string | null;
  author_first_name: string | null;
  author_last_name: string | null;
};

/** The name readers see: first and last name when known, else the account name. */
export function personName(row: { first_name: string | null; last_name: string | null; name: string | null }, fallback: string): string {
  const full = [row.first_name, row.last_name].filter(Boolean).join(' ').trim();
  return full || row.name || fallback;
}

export const DELETED_AUTHOR = 'Ancien membre';

export function toArticle(row: ArticleRow, tags: Tag[]): Article {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    content: row.content,
    contentHtml: row.content_html,
    coverImageUrl: row.cover_image_url,
    status: row.status,
    visibility: row.visibility,
    publishedAt: row.published_at,
    authorId: row.author_id,
    authorName: row.author_id
      ? personName({ first_name: row.author_first_name, last_name: row.author_last_name, name: row.author_name }, DELETED_AUTHOR)
      : DELETED_AUTHOR,
    tags,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
