import { tagsQueryOptions } from '@club/api-client';
import { Link, styled, useLoaderData, useSuspenseQuery } from '@club/stack';
import { Badge, Button, Cluster, Container, EmptyView, Heading, Stack, Text, usePageTitle } from '@club/ui';
import { paths } from '../../../paths';
import { FilterBar } from '../../../shared/filter-bar';
import { blogListQuery, type blogListLoader } from '../api/blog-loaders';
import { formatPublicationDate } from '../blog-paths';

const Page = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xl};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  li { border-bottom: 1px solid ${({ theme }) => theme.colors.border}; padding-bottom: ${({ theme }) => theme.space.lg}; }
  h2 { margin: 0; font-size: 1.25rem; }
  p { margin: ${({ theme }) => theme.space.xs} 0; }
`;

/** /dashboard/blog/: the club's articles, public and members-only, newest first, with a tag filter and pages. */
export function BlogListPage() {
  usePageTitle('Blog');
  const { search } = useLoaderData<typeof blogListLoader>();
  const { data: page } = useSuspenseQuery(blogListQuery(search));
  const { data: tags } = useSuspenseQuery(tagsQueryOptions());
  const lastPage = Math.max(1, Math.ceil(page.total / page.limit));
  const pageHref = (n: number) => `${paths.blog.href()}?${new URLSearchParams({ ...(search.tag ? { tag: search.tag } : {}), page: String(n) })}`;
  return (
    <Page>
      <Stack gap="lg">
        <Stack gap="xs">
          <Heading level={1}>Blog</Heading>
          <Text muted>Les nouvelles du club, dont les articles réservés aux membres.</Text>
        </Stack>
        <FilterBar method="get" role="search" aria-label="Filtrer les articles">
          <label>
            Tag
            <select name="tag" defaultValue={search.tag ?? ''} key={search.tag ?? ''}>
              <option value="">Tous les articles</option>
              {tags.data.map((tag) => (
                <option key={tag.id} value={tag.id}>
                  {tag.name}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" variant="secondary">
            Filtrer
          </Button>
        </FilterBar>
        {page.data.length === 0 ? (
          <EmptyView title="Aucun article" message={search.tag ? 'Aucun article ne porte ce tag.' : 'Les articles du club apparaîtront ici.'} />
        ) : (
          <List aria-label="Articles">
            {page.data.map((article) => (
              <li key={article.id}>
                <h2>
                  <Link to={paths.blogArticle.href(article.slug)}>{article.title}</Link>
                </h2>
                <Text muted>
                  {formatPublicationDate(article.publishedAt)} · {article.authorName}
                </Text>
                {article.excerpt ? <p>{article.excerpt}</p> : null}
                <Cluster gap="xs">
                  {article.visibility === 'members' ? <Badge tone="info">Réservé aux membres</Badge> : null}
                  {article.tags.map((tag) => (
                    <Badge key={tag.id}>{tag.name}</Badge>
                  ))}
                </Cluster>
              </li>
            ))}
          </List>
        )}
        {lastPage > 1 ? (
          <nav aria-label="Pages des articles">
            <Cluster gap="md">
              {page.page > 1 ? <Link to={pageHref(page.page - 1)}>Page précédente</Link> : null}
              <span>
                Page {page.page} sur {lastPage}
              </span>
              {page.page < lastPage ? <Link to={pageHref(page.page + 1)}>Page suivante</Link> : null}
            </Cluster>
          </nav>
        ) : null}
      </Stack>
    </Page>
  );
}
