import { blogErrorMessage, reactionsQueryOptions, reactionTypesQueryOptions, useToggleReaction, userReactionQueryOptions } from '@club/api-client';
import type { ReactionType } from '@club/contracts';
import { styled, toast, useSuspenseQuery } from '@club/stack';
import { Cluster, VisuallyHidden } from '@club/ui';

const Choice = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceMuted : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
`;

/** One button per reaction type with its count; pressing the own reaction removes it, another replaces it. */
export function ReactionBar({ articleId }: { articleId: string }) {
  const { data: types } = useSuspenseQuery(reactionTypesQueryOptions());
  const { data: summary } = useSuspenseQuery(reactionsQueryOptions('articles', articleId));
  const { data: mine } = useSuspenseQuery(userReactionQueryOptions('articles', articleId));
  const toggle = useToggleReaction();

  const react = async (type: ReactionType) => {
    try {
      await toggle.mutateAsync({ target: 'articles', id: articleId, type });
    } catch (error) {
      toast.error(blogErrorMessage(error, 'Votre réaction n’a pas pu être enregistrée. Veuillez réessayer.'));
    }
  };

  return (
    <section aria-labelledby="reactions-title">
      <h2 id="reactions-title">Réactions</h2>
      <Cluster gap="sm" role="group" aria-label="Réagir à l’article">
        {types.map((type) => {
          const count = summary.counts[type.type] ?? 0;
          return (
            <Choice
              key={type.type}
              type="button"
              $active={mine === type.type}
              aria-pressed={mine === type.type}
              disabled={toggle.isPending}
              onClick={() => void react(type.type)}
            >
              {/* Named « J'aime : 1 »: the visible count is part of the name (WCAG label in name). */}
              <span aria-hidden="true">{type.emoji}</span>
              <VisuallyHidden>{type.label} : </VisuallyHidden>
              <span>{count}</span>
            </Choice>
          );
        })}
      </Cluster>
    </section>
  );
}
