import { blogErrorMessage, reactionTypesQueryOptions, useWallReaction } from '@club/api-client';
import { ARTICLE_VISIBILITY_LABELS, type ReactionType, type WallArticle } from '@club/contracts';
import { Link, styled, toast, useSuspenseQuery } from '@club/stack';
import { Badge, Card, Cluster, formatDate, Heading, Stack, Text, VisuallyHidden } from '@club/ui';
import { paths } from '../../paths';

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

const commentsLabel = (count: number) => (count === 0 ? 'Aucun commentaire' : count === 1 ? '1 commentaire' : `${count} commentaires`);

/** An article of the wall: title, excerpt, reaction buttons with counts (pressing mine removes it), comment count. */
export function WallArticleCard({ article }: { article: WallArticle }) {
  const { data: types } = useSuspenseQuery(reactionTypesQueryOptions());
  const react = useWallReaction();
  const headingId = `article-${article.id}`;

  const choose = async (type: ReactionType) => {
    try {
      await react.mutateAsync({ articleId: article.id, type });
    } catch (error) {
      toast.error(blogErrorMessage(error, 'Votre réaction n’a pas pu être enregistrée. Veuillez réessayer.'));
    }
  };

  return (
    <Card as="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Stack gap="xs">
          <Heading level={3} size="md" id={headingId}>
            <Link to={paths.blogArticle.href(article.id)}>{article.title}</Link>
          </Heading>
          <Cluster gap="sm">
            <Text size="sm" muted>
              Par {article.authorName}
              {article.publishedAt ? `, le ${formatDate(article.publishedAt)}` : ''}
            </Text>
            {article.visibility === 'members' ? <Badge>{ARTICLE_VISIBILITY_LABELS.members}</Badge> : null}
          </Cluster>
        </Stack>
        {article.excerpt ? <Text>{article.excerpt}</Text> : null}
        <Cluster gap="sm" role="group" aria-label={`Réagir à « ${article.title} »`}>
          {types.map((type) => {
            const count = article.reactions.counts[type.type] ?? 0;
            const mine = article.myReaction === type.type;
            return (
              // The name is the visible count with the reaction's label before it (axe: label-content-name-mismatch).
              <Choice key={type.type} type="button" $active={mine} aria-pressed={mine} disabled={react.isPending} onClick={() => void choose(type.type)}>
                <span aria-hidden="true">{type.emoji}</span>
                <VisuallyHidden>{type.label} : </VisuallyHidden>
                <span>{count}</span>
              </Choice>
            );
          })}
        </Cluster>
        <Text size="sm">
          <Link to={`${paths.blogArticle.href(article.id)}#comments-title`}>{commentsLabel(article.commentCount)}</Link>
        </Text>
      </Stack>
    </Card>
  );
}
