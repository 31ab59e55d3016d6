import { auditRecordsQueryOptions } from '@club/api-client';
import { useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { EmptyView } from '@club/ui';
import { PageBody, PageHeader, Pagination, loaderQueryClient, readSearch, routeQuery } from '@club/ui-admin';
import { paths } from '../../../paths';
import { AuditListSearchSchema } from '../audit-list-search';
import { AuditFilters } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';

export async function loader({ request }: LoaderFunctionArgs) {
  const search = readSearch(AuditListSearchSchema, request.url);
  await loaderQueryClient().ensureQueryData(routeQuery(auditRecordsQueryOptions(search)));
  return { search };
}

/** /admin/audit: every admin action on people, newest first, filtered by actor, target and action. */
export function Component() {
  const { search } = useLoaderData<typeof loader>();
  const { data: page } = useSuspenseQuery(routeQuery(auditRecordsQueryOptions(search)));
  const filtered = Boolean(search.actor || search.target || search.action);
  return (
    <PageBody>
      <PageHeader title="Journal d'audit" crumbs={[{ label: 'Administration', to: paths.home.href() }, { label: "Journal d'audit" }]} />
      <AuditFilters key={JSON.stringify(search)} search={search} />
      {page.data.length === 0 ? (
        <EmptyView
          title={filtered ? 'Aucune action ne correspond à ces filtres' : 'Aucune action enregistrée'}
          message={filtered ? 'Modifiez ou retirez les filtres.' : 'Les actions des administrateurs sur les comptes et les candidatures apparaîtront ici.'}
        />
      ) : (
        <>
          <AuditTable records={page.data} />
          <Pagination page={page.page} limit={page.limit} total={page.total} label="Pages du journal d'audit" />
        </>
      )}
    </PageBody>
  );
}
