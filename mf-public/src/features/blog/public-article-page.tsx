import { publicArticleQueryOptions } from '@club/api-client';
import { articleAddress } from '@club/contracts';
import { Link, redirect, styled, useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { Badge, Cluster, Heading, Stack, Text, getAppQueryClient, usePageTitle } from '@club/ui';
import { ArticleBody } from '@club/ui/article-body';
import { formatLongDate } from '@club/ui/dates';
import { PageContainer } from '../../shared/components/page-container';

const Cover = styled.img`
  width: 100%;
  max-height: 24rem;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Body = styled(ArticleBody)`
  max-width: 72ch;
`;

/**
 * /blog/{slug}: a published public article (members-only, draft or scheduled ones answer 404). Its address is
 * its slug; the old form `/blog/{id}` (or a slug with another spelling the API still finds) is replaced by it.
 */
export async function publicArticleLoader({ params, request }: LoaderFunctionArgs) {
  const key = params.blogId ?? '';
  const queryClient = getAppQueryClient();
  const article = await queryClient.ensureQueryData(publicArticleQueryOptions(key));
  if (article.slug !== key) {
    queryClient.setQueryData(publicArticleQueryOptions(article.slug).queryKey, article);
    const { search, hash } = new URL(request.url);
    throw redirect(`${articleAddress(article)}${search}${hash}`, { headers: { 'X-Remix-Replace': 'true' } });
  }
  return { slug: key };
}

export function PublicArticlePage() {
  const { slug } = useLoaderData<typeof publicArticleLoader>();
  const { data: article } = useSuspenseQuery(publicArticleQueryOptions(slug));
  usePageTitle(article.title);
  const redirectTo = encodeURIComponent(articleAddress(article, '/dashboard/blog'));
  return (
    <PageContainer>
      <article aria-labelledby="article-titre">
        <Stack gap="md">
          <Heading level={1} id="article-titre">
            {article.title}
          </Heading>
          <Text muted>
            {article.publishedAt ? `Publié le ${formatLongDate(article.publishedAt)} ` : ''}par {article.authorName}
          </Text>
          {article.tags.length > 0 ? (
            <Cluster gap="xs">
              {article.tags.map((tag) => (
                <Badge key={tag.id}>{tag.name}</Badge>
              ))}
            </Cluster>
          ) : null}
          {article.coverImageUrl ? <Cover src={article.coverImageUrl} alt="" /> : null}
          {/* Sanitised by the API with an allow-list before it was stored (docs/decisions/130). */}
          <Body dangerouslySetInnerHTML={{ __html: article.contentHtml }} />
          <Text>
            Membre du club ? <Link to={`/auth/login?redirect=${redirectTo}`}>Connectez-vous</Link> pour réagir et commenter cet article.
          </Text>
        </Stack>
      </article>
    </PageContainer>
  );
}
