import { articlesQueryOptions, tagsQueryOptions } from '@club/api-client';
import { useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { ButtonLink, EmptyView } from '@club/ui';
import { PageBody, PageHeader, Pagination, loaderQueryClient, readSearch, routeQuery } from '@club/ui-admin';
import { paths } from '../../../paths';
import { ArticleListSearchSchema } from '../article-list-search';
import { ArticleFilters } from '../components/article-filters';
import { ArticlesTable } from '../components/articles-table';

export async function loader({ request }: LoaderFunctionArgs) {
  const search = readSearch(ArticleListSearchSchema, request.url);
  const queryClient = loaderQueryClient();
  await Promise.all([queryClient.ensureQueryData(routeQuery(articlesQueryOptions(search))), queryClient.ensureQueryData(routeQuery(tagsQueryOptions()))]);
  return { search };
}

/** /admin/blog/: every article, last edited first, with search, status and tag filters. */
export function Component() {
  const { search } = useLoaderData<typeof loader>();
  const { data: page } = useSuspenseQuery(routeQuery(articlesQueryOptions(search)));
  const { data: tags } = useSuspenseQuery(routeQuery(tagsQueryOptions()));
  const filtered = Boolean(search.search || search.status || search.tag);
  return (
    <PageBody>
      <PageHeader
        title="Blog"
        actions={
          <>
            <ButtonLink to={paths.tags.href()} variant="secondary">
              Tags
            </ButtonLink>
            <ButtonLink to={paths.create.href()}>Nouvel article</ButtonLink>
          </>
        }
      />
      <ArticleFilters key={JSON.stringify(search)} search={search} tags={tags.data} />
      {page.data.length === 0 ? (
        <EmptyView
          title={filtered ? 'Aucun article ne correspond à votre recherche' : 'Aucun article'}
          message={filtered ? 'Modifiez la recherche ou les filtres.' : "Écrivez le premier article du blog de l'association."}
        />
      ) : (
        <>
          <ArticlesTable articles={page.data} caption={`Articles (${page.total})`} />
          <Pagination page={page.page} limit={page.limit} total={page.total} label="Pages des articles" />
        </>
      )}
    </PageBody>
  );
}
