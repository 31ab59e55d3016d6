import { sectionMembersQueryOptions } from '@club/api-client';
import { Link, styled, useSearchParams, useSuspenseQuery } from '@club/stack';
import { Cluster, Text, usePageTitle } from '@club/ui';
import { MemberPage, PageSection } from '../../shared/page';
import { MemberFilters } from './components/member-filters';
import { MemberTable } from './components/member-table';
import { membersSearchOf } from './members-search';

const Pager = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
`;

function pageHref(search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  const query = next.toString();
  return query ? `?${query}` : '?';
}

/** /dashboard/members: the members of my sections, searchable, filtered by section, paged. */
export function MembersPage() {
  usePageTitle('Membres');
  const [search] = useSearchParams();
  const params = membersSearchOf(search);
  const { data } = useSuspenseQuery(sectionMembersQueryOptions(params));
  const pages = Math.max(1, Math.ceil(data.total / data.limit));
  return (
    <MemberPage title="Membres" intro="Les membres de vos sections. Leurs coordonnées n'apparaissent que s'ils ont choisi de les partager.">
      {data.sections.length === 0 ? (
        <Text>Vous ne faites partie d'aucune section pour le moment : les membres de vos sections apparaîtront ici.</Text>
      ) : (
        <PageSection id="liste-membres" title={`${data.total} membre${data.total > 1 ? 's' : ''}`}>
          <MemberFilters key={search.toString()} sections={data.sections} search={params.search ?? ''} sectionId={params.sectionId ?? ''} />
          {data.data.length > 0 ? (
            <MemberTable members={data.data} />
          ) : params.search || params.sectionId ? (
            <Text muted>Aucun membre ne correspond à votre recherche.</Text>
          ) : (
            <Text muted>Vos sections n'ont encore aucun membre inscrit.</Text>
          )}
          {pages > 1 ? (
            <Pager aria-label="Pages">
              {data.page > 1 ? <Link to={pageHref(search, data.page - 1)}>Page précédente</Link> : null}
              <Cluster>
                <Text as="span">
                  Page {data.page} sur {pages}
                </Text>
              </Cluster>
              {data.page < pages ? <Link to={pageHref(search, data.page + 1)}>Page suivante</Link> : null}
            </Pager>
          ) : null}
        </PageSection>
      )}
    </MemberPage>
  );
}
