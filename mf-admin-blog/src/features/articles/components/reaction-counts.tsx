import { reactionsQueryOptions, reactionTypesQueryOptions } from '@club/api-client';
import { useSuspenseQuery } from '@club/stack';
import { Emoji } from '@club/ui/emoji';
import { DetailsList, Section } from '@club/ui-admin';

export const articleReactions = (articleId: string) => reactionsQueryOptions('articles', articleId);

/** How readers reacted to the article, per type. */
export function ReactionCounts({ articleId }: { articleId: string }) {
  const { data: types } = useSuspenseQuery(reactionTypesQueryOptions());
  const { data: summary } = useSuspenseQuery(articleReactions(articleId));
  return (
    <Section aria-labelledby="reactions-title">
      <h2 id="reactions-title">Réactions ({summary.total})</h2>
      <DetailsList
        items={types.map((type) => ({
          label: type.label,
          value: (
            <>
              <Emoji>{type.emoji}</Emoji> {summary.counts[type.type] ?? 0}
            </>
          ),
        }))}
      />
    </Section>
  );
}
