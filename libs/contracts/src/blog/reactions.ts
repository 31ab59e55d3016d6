import { z } from '../zod';

/** The reactions offered, with their emoji and French label (GET /api/reactions/types). */
export const REACTION_TYPES = ['like', 'love', 'celebrate', 'applause'] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];

export const REACTION_TYPE_DETAILS: Record<ReactionType, { emoji: string; label: string }> = {
  like: { emoji: '👍', label: "J'aime" },
  love: { emoji: '❤️', label: "J'adore" },
  celebrate: { emoji: '🎉', label: 'Bravo' },
  applause: { emoji: '👏', label: 'Applaudissements' },
};

export const REACTION_MESSAGES = {
  type: 'Le type de réaction doit être like, love, celebrate ou applause',
  articleId: "L'identifiant de l'article est invalide",
  commentId: "L'identifiant du commentaire est invalide",
} as const;

export const ReactionTypeInfoSchema = z.object({ type: z.enum(REACTION_TYPES), emoji: z.string(), label: z.string() });
export const ReactionTypesSchema = z.object({ data: z.array(ReactionTypeInfoSchema) });
export type ReactionTypeInfo = z.infer<typeof ReactionTypeInfoSchema>;

export const ReactionTypeSchema = z.enum(REACTION_TYPES, { error: REACTION_MESSAGES.type });

/** `POST /api/reactions/articles`: the same type again removes the reaction, another type replaces it. */
export const ToggleArticleReactionInputSchema = z.object({ articleId: z.uuid({ error: REACTION_MESSAGES.articleId }), type: ReactionTypeSchema });
export type ToggleArticleReactionInput = z.infer<typeof ToggleArticleReactionInputSchema>;

/** `POST /api/reactions/comments`. */
export const ToggleCommentReactionInputSchema = z.object({ commentId: z.uuid({ error: REACTION_MESSAGES.commentId }), type: ReactionTypeSchema });
export type ToggleCommentReactionInput = z.infer<typeof ToggleCommentReactionInputSchema>;

/** Counts per type (every type present, 0 when none) and their sum. */
export const ReactionSummarySchema = z.object({
  counts: z.record(z.enum(REACTION_TYPES), z.number().int().min(0)),
  total: z.number().int().min(0),
});
export type ReactionSummary = z.infer<typeof ReactionSummarySchema>;

/** `GET /api/reactions/articles/{id}` and `/comments/{id}`. */
export const ReactionSummaryResponseSchema = z.object({ data: ReactionSummarySchema });

/** `GET …/user`: the caller's reaction (null: none). */
export const UserReactionResponseSchema = z.object({ data: z.object({ type: ReactionTypeSchema.nullable() }) });

/** The toggle's answer: the caller's reaction after it, and the new counts. */
export const ToggleReactionResponseSchema = z.object({
  data: ReactionSummarySchema.extend({ type: ReactionTypeSchema.nullable(), action: z.enum(['added', 'changed', 'removed']) }),
});
export type ToggleReactionResult = z.infer<typeof ToggleReactionResponseSchema>['data'];
