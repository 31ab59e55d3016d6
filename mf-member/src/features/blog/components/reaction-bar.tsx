import { reactionsQueryOptions, reactionTypesQueryOptions, useToggleReaction, userReactionQueryOptions } from '@club/api-client';
import { useSuspenseQuery } from '@club/stack';
import { ReactionChoices } from '../../../shared/reaction-choices';

/** The article's reactions: one button per type with its count; pressing the own reaction removes it, another replaces it. */
export function ReactionBar({ articleId }: { articleId: string }) {
  const { data: types } = useSuspenseQuery(reactionTypesQueryOptions());
  const { data: summary } = useSuspenseQuery(reactionsQueryOptions('articles', articleId));
  const { data: mine } = useSuspenseQuery(userReactionQueryOptions('articles', articleId));
  const toggle = useToggleReaction();

  return (
    <section aria-labelledby="reactions-title">
      <h2 id="reactions-title">Réactions</h2>
      <ReactionChoices
        label="Réagir à l'article"
        types={types}
        summary={summary}
        mine={mine}
        pending={toggle.isPending}
        onChoose={(type) => toggle.mutateAsync({ target: 'articles', id: articleId, type })}
      />
    </section>
  );
}
