import { blogErrorMessage, reactionsQueryOptions, reactionTypesQueryOptions, useToggleReaction, userReactionQueryOptions } from '@club/api-client';
import type { ReactionType } from '@club/contracts';
import { toast, useSuspenseQuery } from '@club/stack';
import { REACTION_FAILED, ReactionChoices } from '../../../shared/reaction-choices';

/** The article's reactions: one button per type with its count; pressing the own reaction removes it, another replaces it. */
export function ReactionBar({ articleId }: { articleId: string }) {
  const { data: types } = useSuspenseQuery(reactionTypesQueryOptions());
  const { data: summary } = useSuspenseQuery(reactionsQueryOptions('articles', articleId));
  const { data: mine } = useSuspenseQuery(userReactionQueryOptions('articles', articleId));
  const toggle = useToggleReaction();

  const react = async (type: ReactionType) => {
    try {
      await toggle.mutateAsync({ target: 'articles', id: articleId, type });
    } catch (error) {
      toast.error(blogErrorMessage(error, REACTION_FAILED));
    }
  };

  return (
    <section aria-labelledby="reactions-title">
      <h2 id="reactions-title">Réactions</h2>
      <ReactionChoices label="Réagir à l’article" types={types} summary={summary} mine={mine} pending={toggle.isPending} onChoose={(type) => void react(type)} />
    </section>
  );
}
