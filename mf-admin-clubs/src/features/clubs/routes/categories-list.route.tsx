import { clubCategoriesQueryOptions, clubQueryOptions, clubSectionQueryOptions, useDeleteClubCategory } from '@club/api-client';
import { quoteName, withDe, CATEGORY_GENDER_LABELS, CLUB_CATEGORY_MESSAGES, formatAgeRange, type ClubCategory, type ClubSection } from '@club/contracts';
import { Link, useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { ButtonLink, Cluster, EmptyView } from '@club/ui';
import { DataTable, FiltersForm, PageBody, PageHeader, Pagination, SearchInput, loaderQueryClient, readSearch, routeQuery } from '@club/ui-admin';
import { paths } from '../../../paths';
import { ListSearchSchema } from '../list-search';
import { ensureMyResponsibilities, useClubRights } from '../club-rights';
import { DeleteButton } from '../components/delete-button';

/** Both /{clubId}/categories/ (every category of the club) and /{clubId}/sections/{sectionId}/categories/. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const clubId = params.clubId ?? '';
  const sectionId = params.sectionId;
  const search = readSearch(ListSearchSchema, request.url);
  const query = { ...search, ...(sectionId ? { sectionId } : {}) };
  const client = loaderQueryClient();
  await Promise.all([
    client.ensureQueryData(routeQuery(clubQueryOptions(clubId))),
    sectionId ? client.ensureQueryData(routeQuery(clubSectionQueryOptions(clubId, sectionId))) : null,
    client.ensureQueryData(routeQuery(clubCategoriesQueryOptions(clubId, query))),
    ensureMyResponsibilities(),
  ]);
  return { clubId, sectionId, search, query };
}

function CategoryActions({ category }: { category: ClubCategory }) {
  const { managesSection, seesMembers } = useClubRights();
  const deleteCategory = useDeleteClubCategory();
  const manage = managesSection(category.sectionId);
  return (
    <Cluster>
      <Link to={paths.categorySessions.href(category.clubId, category.sectionId, category.id)}>Séances de la catégorie {category.name}</Link>
      {seesMembers(category) ? (
        <Link to={paths.sectionCategoryMembers.href(category.clubId, category.sectionId, category.id)}>Membres de la catégorie {category.name}</Link>
      ) : null}
      {manage ? <Link to={paths.sectionCategoryEdit.href(category.clubId, category.sectionId, category.id)}>Modifier {category.name}</Link> : null}
      {manage ? (
        <DeleteButton
          label={`Supprimer ${category.name}`}
          title={`Supprimer la catégorie ${quoteName(category.name)} ?`}
          explanation="La catégorie sera définitivement supprimée. Une catégorie qui a encore des membres ou des entraîneurs ne peut pas être supprimée."
          success={CLUB_CATEGORY_MESSAGES.deleted}
          failure={CLUB_CATEGORY_MESSAGES.deleteFailed}
          remove={() => deleteCategory.mutateAsync({ clubId: category.clubId, categoryId: category.id })}
          pending={deleteCategory.isPending}
          then={paths.sectionCategories.href(category.clubId, category.sectionId)}
        />
      ) : null}
    </Cluster>
  );
}

function SectionCategories({ clubId, sectionId }: { clubId: string; sectionId: string }) {
  const { data: section } = useSuspenseQuery(routeQuery(clubSectionQueryOptions(clubId, sectionId)));
  return <CategoriesPage section={section} />;
}

export function Component() {
  const { clubId, sectionId } = useLoaderData<typeof loader>();
  return sectionId ? <SectionCategories clubId={clubId} sectionId={sectionId} /> : <CategoriesPage section={null} />;
}

function CategoriesPage({ section }: { section: ClubSection | null }) {
  const { clubId, search, query } = useLoaderData<typeof loader>();
  const { data: club } = useSuspenseQuery(routeQuery(clubQueryOptions(clubId)));
  const { data: page } = useSuspenseQuery(routeQuery(clubCategoriesQueryOptions(clubId, query)));
  const { managesSection } = useClubRights();
  const title = `Catégories ${withDe(section ? section.name : club.name)}`;
  const crumbs = [
    { label: 'Clubs', to: paths.clubs.href() },
    { label: club.name, to: paths.club.href(club.id) },
    ...(section ? [{ label: section.name, to: paths.clubSection.href(club.id, section.id) }] : []),
    { label: 'Catégories' },
  ];
  return (
    <PageBody>
      <PageHeader
        title={title}
        crumbs={crumbs}
        actions={
          section && managesSection(section.id) ? <ButtonLink to={paths.sectionCategoryCreate.href(club.id, section.id)}>Créer une catégorie</ButtonLink> : undefined
        }
      />
      <FiltersForm label="Rechercher une catégorie">
        <SearchInput label="Recherche" value={search.search} placeholder="Nom de la catégorie" />
      </FiltersForm>
      {page.data.length === 0 ? (
        <EmptyView
          title={search.search ? 'Aucune catégorie ne correspond à votre recherche' : 'Aucune catégorie'}
          message={search.search ? 'Modifiez la recherche.' : "Aucune catégorie n'a encore été créée ici."}
        />
      ) : (
        <>
          <DataTable
            caption={`${title} (${page.total})`}
            rows={page.data}
            rowKey={(category) => category.id}
            rowHeader={{ header: 'Catégorie', cell: (category) => category.name }}
            columns={[
              ...(section
                ? []
                : [
                    {
                      header: 'Section',
                      cell: (category: ClubCategory) => <Link to={paths.clubSection.href(club.id, category.sectionId)}>{category.sectionName}</Link>,
                    },
                  ]),
              { header: 'Âges', cell: (category) => formatAgeRange(category.minAge, category.maxAge) },
              { header: 'Public', cell: (category) => CATEGORY_GENDER_LABELS[category.gender] },
              { header: 'Membres', cell: (category) => (category.maxMembers === null ? category.memberCount : `${category.memberCount} / ${category.maxMembers}`) },
              { header: 'Actions', cell: (category) => <CategoryActions category={category} /> },
            ]}
          />
          <Pagination page={page.page} limit={page.limit} total={page.total} label="Pages des catégories" />
        </>
      )}
    </PageBody>
  );
}
