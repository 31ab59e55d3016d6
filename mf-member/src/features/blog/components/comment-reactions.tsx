import { blogErrorMessage, reactionTypesQueryOptions, useCommentReaction } from '@club/api-client';
import type { ArticleComment, ReactionType } from '@club/contracts';
import { toast, useSuspenseQuery } from '@club/stack';
import { REACTION_FAILED, ReactionChoices } from '../../../shared/reaction-choices';

/** A comment's reactions under its text: the same toggles as the article's, smaller. */
export function CommentReactions({ comment }: { comment: ArticleComment }) {
  const { data: types } = useSuspenseQuery(reactionTypesQueryOptions());
  const toggle = useCommentReaction(comment.articleId);

  const react = async (type: ReactionType) => {
    try {
      await toggle.mutateAsync({ commentId: comment.id, type });
    } catch (error) {
      toast.error(blogErrorMessage(error, REACTION_FAILED));
    }
  };

  return (
    <ReactionChoices
      compact
      label={`Réagir au commentaire de ${comment.authorName}`}
      types={types}
      summary={comment.reactions}
      mine={comment.myReaction}
      pending={toggle.isPending}
      onChoose={(type) => void react(type)}
    />
  );
}
