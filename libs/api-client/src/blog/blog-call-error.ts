import { HttpError, HttpParseError, userMessage } from '@club/http';

/** The spec's technical prefix of each failed blog call (spec §8), with the French sentence a person reads. */
const CALLS = {
  fetchArticles: ['Failed to fetch articles', "Les articles n'ont pas pu être chargés. Veuillez réessayer."],
  fetchArticle: ['Failed to fetch article', "L'article n'a pas pu être chargé. Veuillez réessayer."],
  createArticle: ['Failed to create article', "Erreur lors de la création de l'article"],
  updateArticle: ['Failed to update article', "Erreur lors de la modification de l'article"],
  deleteArticle: ['Failed to delete article', "Erreur lors de la suppression de l'article"],
  fetchTags: ['Failed to fetch tags', "Les tags n'ont pas pu être chargés. Veuillez réessayer."],
  fetchTag: ['Failed to fetch tag', "Le tag n'a pas pu être chargé. Veuillez réessayer."],
  createTag: ['Failed to create tag', 'Erreur lors de la création du tag'],
  updateTag: ['Failed to update tag', 'Erreur lors de la modification du tag'],
  deleteTag: ['Failed to delete tag', 'Erreur lors de la suppression du tag'],
  fetchComments: ['Failed to fetch comments', "Les commentaires n'ont pas pu être chargés. Veuillez réessayer."],
  fetchComment: ['Failed to fetch comment', "Le commentaire n'a pas pu être chargé. Veuillez réessayer."],
  createComment: ['Failed to create comment', "Erreur lors de l'envoi du commentaire"],
  updateComment: ['Failed to update comment', 'Erreur lors de la modification du commentaire'],
  deleteComment: ['Failed to delete comment', 'Erreur lors de la suppression du commentaire'],
  fetchReactions: ['Failed to fetch reactions', "Les réactions n'ont pas pu être chargées."],
  createReaction: ['Failed to create reaction', "Votre réaction n'a pas pu être enregistrée. Veuillez réessayer."],
} as const;

export type BlogCall = keyof typeof CALLS;

/**
 * A failed blog call: `message` is the spec's English text for logs ('Failed to fetch articles: …');
 * `userMessage` is the French sentence to show (the API's own message when it sent one).
 */
export class BlogCallError extends Error {
  override readonly name = 'BlogCallError';
  constructor(
    message: string,
    readonly userMessage: string,
    readonly status: number | undefined,
    options: { cause: unknown },
  ) {
    super(message, options);
  }
}

export async function withBlogErrors<T>(call: BlogCall, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const [prefix, fallback] = CALLS[call];
    const detail = error instanceof HttpParseError ? 'Invalid response format from server' : error instanceof Error ? error.message : String(error);
    const status = error instanceof HttpError ? error.status : undefined;
    throw new BlogCallError(`${prefix}: ${detail}`, userMessage(error, fallback), status, { cause: error });
  }
}

/** The French sentence of any failure of the blog's screens. */
export function blogErrorMessage(error: unknown, fallback: string): string {
  return error instanceof BlogCallError ? error.userMessage : userMessage(error, fallback);
}
