import { articleQueryOptions } from '@club/api-client';
import { Link, styled, useLoaderData, useSuspenseQuery } from '@club/stack';
import { Badge, Cluster, Container, Heading, Stack, Text, usePageTitle } from '@club/ui';
import { paths } from '../../../paths';
import type { blogArticleLoader } from '../api/blog-loaders';
import { formatPublicationDate } from '../blog-paths';
import { ArticleContent } from './article-content';
import { CommentsSection } from './comments-section';
import { ReactionBar } from './reaction-bar';

const Page = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xl};
  max-width: 48rem;
`;

const Cover = styled.img`
  width: 100%;
  max-height: 24rem;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** /dashboard/blog/{slug}: the article, its reactions and its comments. */
export function BlogArticlePage() {
  const { slug } = useLoaderData<typeof blogArticleLoader>();
  const { data: article } = useSuspenseQuery(articleQueryOptions(slug));
  usePageTitle(article.title);
  return (
    <Page>
      <Stack gap="lg">
        <Link to={paths.blog.href()}>← Tous les articles</Link>
        <article aria-labelledby="article-title">
          <Stack gap="md">
            <Heading level={1} id="article-title">
              {article.title}
            </Heading>
            <Text muted>
              Publié le {formatPublicationDate(article.publishedAt)} par {article.authorName}
            </Text>
            <Cluster gap="xs">
              {article.visibility === 'members' ? <Badge tone="info">Réservé aux membres</Badge> : null}
              {article.tags.map((tag) => (
                <Badge key={tag.id}>{tag.name}</Badge>
              ))}
            </Cluster>
            {article.coverImageUrl ? <Cover src={article.coverImageUrl} alt="" /> : null}
            <ArticleContent html={article.contentHtml} />
          </Stack>
        </article>
        <ReactionBar articleId={article.id} />
        <CommentsSection articleId={article.id} />
      </Stack>
    </Page>
  );
}
