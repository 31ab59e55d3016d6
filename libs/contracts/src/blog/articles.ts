import { z } from '../zod';
import { requiredText, boundedText, TimestampSchema } from '../facilities/fields';
import { booleanQuery, PageQuerySchema, pagedResponseSchema, searchQuery } from '../facilities/paging';
import { TagSchema } from './tags';

export const ARTICLE_STATUSES = ['draft', 'published', 'archived'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
export const ARTICLE_STATUS_LABELS: Record<ArticleStatus, string> = { draft: 'Brouillon', published: 'Publié', archived: 'Archivé' };

/** `public`: anyone, visitors included; `members`: signed-in members only. */
export const ARTICLE_VISIBILITIES = ['public', 'members'] as const;
export type ArticleVisibility = (typeof ARTICLE_VISIBILITIES)[number];
export const ARTICLE_VISIBILITY_LABELS: Record<ArticleVisibility, string> = { public: 'Public', members: 'Réservé aux membres' };

export const MAX_ARTICLE_CONTENT = 50_000;
export const MAX_ARTICLE_TAGS = 10;

export const ARTICLE_MESSAGES = {
  titleRequired: 'Le titre est requis',
  titleTooLong: 'Le titre ne peut pas dépasser 255 caractères',
  slug: "L'adresse ne peut contenir que des lettres minuscules sans accents, des chiffres et des tirets (255 caractères au plus)",
  slugLikeId: "L'adresse ne peut pas avoir la forme d'un identifiant : choisissez des mots",
  slugTaken: "Cette adresse est déjà celle d'un autre article : choisissez-en une autre",
  excerptTooLong: 'Le résumé ne peut pas dépasser 500 caractères',
  contentRequired: 'Le contenu est requis',
  contentTooLong: `Le contenu ne peut pas dépasser ${MAX_ARTICLE_CONTENT.toLocaleString('fr-FR')} caractères`,
  coverImageUrl: "L'image de couverture doit être une adresse http(s) valide (2048 caractères au plus)",
  status: 'Le statut doit être brouillon, publié ou archivé',
  visibility: 'La visibilité doit être public ou réservé aux membres',
  publishedAt: 'La date de publication doit être une date ISO valide',
  tagIds: `Choisissez au plus ${MAX_ARTICLE_TAGS} tags valides`,
  tagNotFound: "Un des tags choisis n'existe pas",
  notFound: 'Article non trouvé (404).',
  publishForbidden: 'Seul un administrateur peut publier ou archiver un article : enregistrez-le en brouillon.',
  editForbidden: 'Vous ne pouvez modifier que vos propres brouillons.',
} as const;

const looksLikeId = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value);

/**
 * The slug made from a title when the author leaves it empty: lower case, no accents, words joined by dashes
 * ('Victoire des U13 !' → 'victoire-des-u13'). The API adds `-2`, `-3`… when another article has it; the
 * editor shows it live.
 */
export function slugOfTitle(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200)
    .replace(/-+$/g, '');
  if (!slug) return 'article';
  return looksLikeId(slug) ? `article-${slug}` : slug;
}

/** An article's address on the site: `/blog/<slug>` for visitors, `/dashboard/blog/<slug>` in the member area. */
export const articleAddress = (article: Pick<Article, 'slug'>, base: '/blog' | '/dashboard/blog' = '/blog') => `${base}/${encodeURIComponent(article.slug)}`;

const httpUrl = z
  .string({ error: ARTICLE_MESSAGES.coverImageUrl })
  .trim()
  .max(2048, ARTICLE_MESSAGES.coverImageUrl)
  .refine((value) => value === '' || /^https?:\/\/[^\s"'<>]+$/i.test(value), ARTICLE_MESSAGES.coverImageUrl);

const articleFields = {
  title: requiredText(255, ARTICLE_MESSAGES.titleRequired, ARTICLE_MESSAGES.titleTooLong),
  // The article's address, `/blog/<slug>` (ADR 178). Empty: made from the title. Never the form of an id, which the same address also takes.
  slug: z
    .string({ error: ARTICLE_MESSAGES.slug })
    .trim()
    .max(255, ARTICLE_MESSAGES.slug)
    .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, ARTICLE_MESSAGES.slug)
    .refine((value) => !looksLikeId(value), ARTICLE_MESSAGES.slugLikeId),
  excerpt: boundedText(500, ARTICLE_MESSAGES.excerptTooLong),
  content: z
    .string({ error: ARTICLE_MESSAGES.contentRequired })
    .max(MAX_ARTICLE_CONTENT, ARTICLE_MESSAGES.contentTooLong)
    .refine((value) => value.trim().length > 0, ARTICLE_MESSAGES.contentRequired),
  coverImageUrl: httpUrl.nullish().transform((value) => value || null),
  status: z.enum(ARTICLE_STATUSES, { error: ARTICLE_MESSAGES.status }),
  visibility: z.enum(ARTICLE_VISIBILITIES, { error: ARTICLE_MESSAGES.visibility }),
  /** In the future: scheduled (readers see it from then on). Null: the moment it is published. */
  publishedAt: z.iso.datetime({ offset: true, error: ARTICLE_MESSAGES.publishedAt }).nullable(),
  tagIds: z.array(z.uuid({ error: ARTICLE_MESSAGES.tagIds }), { error: ARTICLE_MESSAGES.tagIds }).max(MAX_ARTICLE_TAGS, ARTICLE_MESSAGES.tagIds),
};

/** `POST /api/articles`. */
export const CreateArticleInputSchema = z.object({
  ...articleFields,
  slug: articleFields.slug.default(''),
  excerpt: articleFields.excerpt.default(''),
  status: articleFields.status.default('draft'),
  visibility: articleFields.visibility.default('public'),
  publishedAt: articleFields.publishedAt.default(null),
  tagIds: articleFields.tagIds.default([]),
});
export type CreateArticleInput = z.infer<typeof CreateArticleInputSchema>;

/** `PUT /api/articles/{id}`: only the given fields change. */
export const UpdateArticleInputSchema = z.object(articleFields).partial();
export type UpdateArticleInput = z.infer<typeof UpdateArticleInputSchema>;

export const ArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  /** The author's Markdown (for editing). */
  content: z.string(),
  /** The HTML to show: rendered from `content` and sanitised by the API with an allow-list. */
  contentHtml: z.string(),
  coverImageUrl: z.string().nullable(),
  status: z.enum(ARTICLE_STATUSES),
  visibility: z.enum(ARTICLE_VISIBILITIES),
  publishedAt: TimestampSchema.nullable(),
  authorId: z.string().nullable(),
  authorName: z.string(),
  tags: z.array(TagSchema),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Article = z.infer<typeof ArticleSchema>;

/** `GET /api/articles`: `search` (title, excerpt), `status`, `tag` (a tag id), `visibility`, `scheduled`. */
export const ArticleListQuerySchema = PageQuerySchema.extend({
  search: searchQuery(),
  status: z.enum(ARTICLE_STATUSES, { error: ARTICLE_MESSAGES.status }).optional(),
  visibility: z.enum(ARTICLE_VISIBILITIES, { error: ARTICLE_MESSAGES.visibility }).optional(),
  tag: z.uuid({ error: ARTICLE_MESSAGES.tagIds }).optional(),
  /** Published articles whose date is still to come, soonest first. */
  scheduled: booleanQuery(),
});
export type ArticleListQuery = z.infer<typeof ArticleListQuerySchema>;

/** `GET /api/articles/public`: published public articles, newest first. */
export const PublicArticleListQuerySchema = PageQuerySchema.extend({
  tag: z.uuid({ error: ARTICLE_MESSAGES.tagIds }).optional(),
});
export type PublicArticleListQuery = z.infer<typeof PublicArticleListQuerySchema>;

/** `GET /api/public/site/blog`: one page of the public news archive `/blog` as the site's HTML (ADR 178). */
export const BlogArchiveQuerySchema = PageQuerySchema.pick({ page: true });
export const BLOG_ARCHIVE_PAGE_SIZE = 10;

export const ArticlePageSchema = pagedResponseSchema(ArticleSchema);
export type ArticlePage = z.infer<typeof ArticlePageSchema>;

/** A published article is visible to readers once its publication date has come. */
export function isScheduled(article: Pick<Article, 'status' | 'publishedAt'>, now: Date): boolean {
  return article.status === 'published' && article.publishedAt !== null && new Date(article.publishedAt) > now;
}
