import { useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { EmptyView } from '@club/ui';
import { PageBody, PageHeader, Pagination, loaderQueryClient, readSearch, routeQuery } from '@club/ui-admin';
import { applicationsQueryOptions } from '../api/get-applications';
import { ApplicationListSearchSchema, isFiltered, toListQuery } from '../application-list-search';
import { ApplicationFilters } from '../components/application-filters';
import { ApplicationsTable } from '../components/applications-table';
import { ExportLink } from '../components/export-link';
import { useReviewableSections } from '../use-reviewable-sections';

export async function loader({ request }: LoaderFunctionArgs) {
  const search = readSearch(ApplicationListSearchSchema, request.url);
  await loaderQueryClient().ensureQueryData(routeQuery(applicationsQueryOptions(toListQuery(search))));
  return { search };
}

const sectionList = new Intl.ListFormat('fr', { type: 'conjunction' });

/** A section manager is told whose applications they see (ADR 173); an admin sees them all. */
function scopeDescription(managedNames: string[] | null | undefined): string | undefined {
  if (!managedNames) return undefined;
  if (managedNames.length === 0) return "Vous ne voyez aucune candidature : vous n'êtes responsable d'aucune section.";
  return `Candidatures des sections dont vous êtes responsable : ${sectionList.format(managedNames)}.`;
}

function emptyMessage(managedNames: string[] | null | undefined): string {
  return managedNames === null ? 'Les candidatures des personnes nouvellement inscrites apparaîtront ici.' : 'Les candidatures à vos sections apparaîtront ici.';
}

export function Component() {
  const { search } = useLoaderData<typeof loader>();
  const query = toListQuery(search);
  const { data: page } = useSuspenseQuery(routeQuery(applicationsQueryOptions(query)));
  const { sections, managedNames } = useReviewableSections();
  const { page: _page, limit: _limit, ...exportQuery } = query;
  return (
    <PageBody>
      <PageHeader title="Candidatures" description={scopeDescription(managedNames)} actions={page.total > 0 ? <ExportLink query={exportQuery} /> : null} />
      <ApplicationFilters key={JSON.stringify(search)} search={search} sections={sections} />
      {page.data.length === 0 ? (
        <EmptyView
          title={isFiltered(search) ? 'Aucune candidature ne correspond à votre recherche' : 'Aucune candidature'}
          message={isFiltered(search) ? 'Modifiez la recherche ou les filtres.' : emptyMessage(managedNames)}
        />
      ) : (
        <>
          <ApplicationsTable applications={page.data} caption={`Candidatures (${page.total})`} />
          <Pagination page={page.page} limit={page.limit} total={page.total} label="Pages des candidatures" />
        </>
      )}
    </PageBody>
  );
}
