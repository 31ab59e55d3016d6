import { reactionTypesQueryOptions, useWallReaction } from '@club/api-client';
import { ARTICLE_VISIBILITY_LABELS, type WallArticle } from '@club/contracts';
import { Link, useSuspenseQuery } from '@club/stack';
import { Badge, Card, Cluster, Heading, Stack, Text } from '@club/ui';
import { formatDate } from '@club/ui/dates';
import { paths } from '../../paths';
import { ReactionChoices } from '../../shared/reaction-choices';

const commentsLabel = (count: number) => (count === 0 ? 'Aucun commentaire' : count === 1 ? '1 commentaire' : `${count} commentaires`);

/** An article of the wall: title, excerpt, reaction buttons with counts (pressing mine removes it), comment count. */
export function WallArticleCard({ article }: { article: WallArticle }) {
  const { data: types } = useSuspenseQuery(reactionTypesQueryOptions());
  const react = useWallReaction();
  const headingId = `article-${article.id}`;

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
        <ReactionChoices
          label={`Réagir à «\u00a0${article.title}\u00a0»`}
          types={types}
          summary={article.reactions}
          mine={article.myReaction}
          pending={react.isPending}
          onChoose={(type) => react.mutateAsync({ articleId: article.id, type })}
        />
        <Text size="sm">
          <Link to={`${paths.blogArticle.href(article.id)}#comments-title`}>{commentsLabel(article.commentCount)}</Link>
        </Text>
      </Stack>
    </Card>
  );
}
