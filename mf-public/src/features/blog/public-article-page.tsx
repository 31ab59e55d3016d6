import { publicArticleQueryOptions } from '@club/api-client';
import { Link, styled, useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { Badge, Cluster, Heading, Stack, Text, getAppQueryClient, usePageTitle } from '@club/ui';
import { ArticleBody } from '@club/ui/article-body';
import { formatDate } from '@club/ui/dates';
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

/** /blog/{blogId}: a published public article (members-only, draft or scheduled ones answer 404). */
export async function publicArticleLoader({ params }: LoaderFunctionArgs) {
  const id = params.blogId ?? '';
  await getAppQueryClient().ensureQueryData(publicArticleQueryOptions(id));
  return { id };
}

export function PublicArticlePage() {
  const { id } = useLoaderData<typeof publicArticleLoader>();
  const { data: article } = useSuspenseQuery(publicArticleQueryOptions(id));
  usePageTitle(article.title);
  const redirect = encodeURIComponent(`/dashboard/blog/${article.id}`);
  return (
    <PageContainer>
      <article aria-labelledby="article-titre">
        <Stack gap="md">
          <Heading level={1} id="article-titre">
            {article.title}
          </Heading>
          <Text muted>
            {article.publishedAt ? `Publié le ${formatDate(article.publishedAt)} ` : ''}par {article.authorName}
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
            Membre du club ? <Link to={`/auth/login?redirect=${redirect}`}>Connectez-vous</Link> pour réagir et commenter cet article.
          </Text>
        </Stack>
      </article>
    </PageContainer>
  );
}
