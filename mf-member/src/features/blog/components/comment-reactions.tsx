import { reactionTypesQueryOptions, useCommentReaction } from '@club/api-client';
import { withDe, type ArticleComment } from '@club/contracts';
import { useSuspenseQuery } from '@club/stack';
import { ReactionChoices } from '../../../shared/reaction-choices';

/** A comment's reactions under its text: the same toggles as the article's, smaller. */
export function CommentReactions({ comment }: { comment: ArticleComment }) {
  const { data: types } = useSuspenseQuery(reactionTypesQueryOptions());
  const toggle = useCommentReaction(comment.articleId);

  return (
    <ReactionChoices
      compact
      label={`Réagir au commentaire ${withDe(comment.authorName)}`}
      types={types}
      summary={comment.reactions}
      mine={comment.myReaction}
      pending={toggle.isPending}
      onChoose={(type) => toggle.mutateAsync({ commentId: comment.id, type })}
    />
  );
}
