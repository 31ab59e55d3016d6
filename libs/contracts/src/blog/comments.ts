import { z } from '../zod';
import { TimestampSchema } from '../facilities/fields';
import { PageQuerySchema, pagedResponseSchema } from '../facilities/paging';
import { ReactionSummarySchema, ReactionTypeSchema } from './reactions';

export const MAX_COMMENT_LENGTH = 2000;

export const COMMENT_MESSAGES = {
  articleId: "L'identifiant de l'article est invalide",
  contentRequired: 'Le commentaire ne peut pas être vide',
  contentTooLong: `Le commentaire ne peut pas dépasser ${MAX_COMMENT_LENGTH} caractères`,
  isHidden: 'isHidden doit être true ou false',
  empty: 'Indiquez le nouveau texte du commentaire ou sa visibilité',
  notFound: 'Commentaire non trouvé (404).',
  articleNotFound: 'Article non trouvé (404).',
  notOpen: "Cet article n'est pas encore publié : il ne peut pas être commenté.",
  moderationForbidden: 'Seul un administrateur peut masquer ou afficher un commentaire.',
  ownOnly: 'Vous ne pouvez modifier ou supprimer que vos propres commentaires.',
  status: 'Le filtre doit être visible ou masqué (visible, hidden)',
} as const;

/** Plain text: shown as text, never as HTML. */
const commentText = z
  .string({ error: COMMENT_MESSAGES.contentRequired })
  .trim()
  .min(1, COMMENT_MESSAGES.contentRequired)
  .max(MAX_COMMENT_LENGTH, COMMENT_MESSAGES.contentTooLong);

/** `POST /api/comments`. */
export const CreateCommentInputSchema = z.object({
  articleId: z.uuid({ error: COMMENT_MESSAGES.articleId }),
  content: commentText,
});
export type CreateCommentInput = z.infer<typeof CreateCommentInputSchema>;

/** `PUT /api/comments/{id}`: the author edits the text; an admin may also hide or show it (moderation). */
export const UpdateCommentInputSchema = z
  .object({ content: commentText.optional(), isHidden: z.boolean({ error: COMMENT_MESSAGES.isHidden }).optional() })
  .refine((value) => value.content !== undefined || value.isHidden !== undefined, COMMENT_MESSAGES.empty);
export type UpdateCommentInput = z.infer<typeof UpdateCommentInputSchema>;

export const CommentSchema = z.object({
  id: z.string(),
  articleId: z.string(),
  content: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  /** Hidden by moderation: only its author (told « Masqué par la modération ») and admins still see it. */
  isHidden: z.boolean(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Comment = z.infer<typeof CommentSchema>;

/** A comment of an article's list, with its reactions' counts and the caller's reaction (null: none, or no session). */
export const ArticleCommentSchema = CommentSchema.extend({ reactions: ReactionSummarySchema, myReaction: ReactionTypeSchema.nullable() });
export type ArticleComment = z.infer<typeof ArticleCommentSchema>;

/** `GET /api/comments/article/{id}`: oldest first. */
export const CommentListQuerySchema = PageQuerySchema;
export const CommentPageSchema = pagedResponseSchema(ArticleCommentSchema);
export type CommentPage = z.infer<typeof CommentPageSchema>;

/** `GET /api/comments/article/{id}/count`: visible comments. */
export const CommentCountSchema = z.object({ count: z.number().int().min(0) });
export type CommentCount = z.infer<typeof CommentCountSchema>;

/** The admin's moderation queue (`GET /api/comments`: every article's comments, newest first; the widget lists the latest). */
export const RecentCommentSchema = CommentSchema.extend({ articleTitle: z.string() });
export type RecentComment = z.infer<typeof RecentCommentSchema>;

export const COMMENT_STATUSES = ['visible', 'hidden'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];
export const COMMENT_STATUS_LABELS: Record<CommentStatus, string> = { visible: 'Visibles', hidden: 'Masqués' };

/** `GET /api/comments?status=visible|hidden&page&limit` (admins): the moderation queue, all of them without `status`. */
export const RecentCommentQuerySchema = PageQuerySchema.extend({
  status: z.enum(COMMENT_STATUSES, { error: COMMENT_MESSAGES.status }).optional(),
});
export type RecentCommentQuery = z.infer<typeof RecentCommentQuerySchema>;

/** What the author of a hidden comment reads on it (only they and admins still see it). */
export const HIDDEN_COMMENT_NOTICE = 'Masqué par la modération';
