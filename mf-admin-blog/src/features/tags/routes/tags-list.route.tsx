import { tagsQueryOptions } from '@club/api-client';
import type { TagDetail } from '@club/contracts';
import { Link, useSuspenseQuery } from '@club/stack';
import { EmptyView } from '@club/ui';
import { DataTable, PageBody, PageHeader, loaderQueryClient, routeQuery, withSearch, type Column } from '@club/ui-admin';
import { paths } from '../../../paths';
import { useBlogRights } from '../../../shared/blog-rights';
import { TagActions } from '../components/tag-actions';
import { articleCountLabel } from '../tag-labels';

export async function loader() {
  await loaderQueryClient().ensureQueryData(routeQuery(tagsQueryOptions()));
  return null;
}

const articlesColumn: Column<TagDetail> = {
  header: 'Articles',
  cell: (tag) => (tag.articleCount > 0 ? <Link to={withSearch(paths.home.href(), { tag: tag.id })}>{articleCountLabel(tag.articleCount)}</Link> : 'Aucun'),
};

const actionsColumn: Column<TagDetail> = { header: 'Actions', cell: (tag) => <TagActions tag={tag} /> };

/** /admin/blog/tags: every tag, by name, with its articles; admins rename and delete them (writers create them in the editor). */
export function Component() {
  const { data: tags } = useSuspenseQuery(routeQuery(tagsQueryOptions()));
  const { isAdmin } = useBlogRights();
  return (
    <PageBody>
      <PageHeader
        title="Tags"
        crumbs={[{ label: 'Blog', to: paths.home.href() }, { label: 'Tags' }]}
        description="Les tags classent les articles : on les crée en écrivant un article."
      />
      {tags.data.length === 0 ? (
        <EmptyView title="Aucun tag" message="Ajoutez le premier en écrivant un article." />
      ) : (
        <DataTable
          caption={`Tags (${tags.data.length})`}
          rows={tags.data}
          rowKey={(tag) => tag.id}
          rowHeader={{ header: 'Nom', cell: (tag) => tag.name }}
          columns={isAdmin ? [articlesColumn, actionsColumn] : [articlesColumn]}
        />
      )}
    </PageBody>
  );
}
