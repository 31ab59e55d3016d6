import { recentCommentsQueryOptions } from '@club/api-client';
import { COMMENT_STATUS_LABELS, COMMENT_STATUSES } from '@club/contracts';
import { useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { EmptyView } from '@club/ui';
import { FiltersForm, PageBody, PageHeader, Pagination, Section, loaderQueryClient, readSearch, routeQuery } from '@club/ui-admin';
import { paths } from '../../../paths';
import { List, ModeratedComment } from '../comment-moderation';
import { CommentQueueSearchSchema, type CommentQueueSearch } from '../comment-queue-search';

const queueQuery = (search: CommentQueueSearch) => recentCommentsQueryOptions(search);

export async function loader({ request }: LoaderFunctionArgs) {
  const search = readSearch(CommentQueueSearchSchema, request.url);
  await loaderQueryClient().ensureQueryData(routeQuery(queueQuery(search)));
  return { search };
}

const EMPTY = {
  all: { title: 'Aucun commentaire', message: 'Les commentaires des membres sur les articles apparaîtront ici.' },
  visible: { title: 'Aucun commentaire visible', message: 'Affichez tous les commentaires pour voir les masqués.' },
  hidden: { title: 'Aucun commentaire masqué', message: 'Les commentaires que vous masquez restent ici, visibles de leur auteur seul.' },
} as const;

/**
 * /admin/blog/comments: the moderation queue — every article's comments, newest first, all or only the visible
 * or hidden ones; each is hidden, shown again or deleted (after a confirmation) here, and links to its article.
 */
export function Component() {
  const { search } = useLoaderData<typeof loader>();
  const { data: page } = useSuspenseQuery(routeQuery(queueQuery(search)));
  const empty = EMPTY[search.status ?? 'all'];
  return (
    <PageBody>
      <PageHeader
        title="Commentaires"
        crumbs={[{ label: 'Blog', to: paths.home.href() }, { label: 'Commentaires' }]}
        description="Les derniers commentaires de tous les articles. Un commentaire masqué n'est plus visible que de son auteur, qui en est prévenu par e-mail."
      />
      <FiltersForm label="Filtrer les commentaires" key={search.status ?? ''}>
        <label>
          Afficher
          <select name="status" defaultValue={search.status ?? ''}>
            <option value="">Tous</option>
            {COMMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {COMMENT_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
      </FiltersForm>
      {page.data.length === 0 ? (
        <EmptyView title={empty.title} message={empty.message} />
      ) : (
        <Section aria-labelledby="queue-title">
          <h2 id="queue-title">Commentaires ({page.total})</h2>
          <List>
            {page.data.map((comment) => (
              <ModeratedComment key={comment.id} comment={comment} />
            ))}
          </List>
          <Pagination page={page.page} limit={page.limit} total={page.total} label="Pages des commentaires" />
        </Section>
      )}
    </PageBody>
  );
}
