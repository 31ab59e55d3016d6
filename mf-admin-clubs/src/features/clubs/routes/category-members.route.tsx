import { apiErrorMessage, categoryMembersQueryOptions, clubCategoryQueryOptions, useAddCategoryMember, useRemoveCategoryMember } from '@club/api-client';
import { CATEGORY_MEMBER_MESSAGES, formatAgeRange, isMedicalCertificateValid, type CategoryMember, type ClubCategory, type PersonOption } from '@club/contracts';
import { toast, useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { Button, EmptyView, Heading, Stack } from '@club/ui';
import { formatShortDate } from '@club/ui/dates';
import {
  ConfirmDialog,
  DataTable,
  FiltersForm,
  PageBody,
  PageHeader,
  Pagination,
  ResponsibleAdults,
  SearchInput,
  Section,
  loaderQueryClient,
  readSearch,
  requiredParam,
  routeQuery,
} from '@club/ui-admin';
import { useState, type FormEvent } from 'react';
import { paths } from '../../../paths';
import { ListSearchSchema } from '../list-search';
import { ensureMyResponsibilities, useClubRights } from '../club-rights';
import { PersonPicker } from '../components/person-picker';
import { memberCertificateUrl } from '../api/member-certificate-url';

export async function loader({ params, request }: LoaderFunctionArgs) {
  const clubId = requiredParam(params, 'clubId');
  const sectionId = requiredParam(params, 'sectionId');
  const categoryId = requiredParam(params, 'categoryId');
  const search = readSearch(ListSearchSchema, request.url);
  const client = loaderQueryClient();
  await Promise.all([
    client.ensureQueryData(routeQuery(clubCategoryQueryOptions(clubId, categoryId))),
    client.ensureQueryData(routeQuery(categoryMembersQueryOptions(clubId, categoryId, search))),
    ensureMyResponsibilities(),
  ]);
  return { clubId, sectionId, categoryId, search };
}

/** The member's certificate: its date and validity, and the file for the staff of the category (ADR 210). */
function CertificateCell({ member }: { member: CategoryMember }) {
  const certificate = member.medicalCertificate;
  if (!certificate) return <>Non fourni</>;
  const validity = isMedicalCertificateValid(certificate, new Date()) ? 'valide' : 'plus valide';
  return (
    <a href={memberCertificateUrl(member.userId)} target="_blank" rel="noopener noreferrer">
      Certificat du {formatShortDate(certificate.date)}, {validity} (nouvel onglet)
    </a>
  );
}

function AddMember({ category }: { category: ClubCategory }) {
  const [person, setPerson] = useState<PersonOption | null>(null);
  const [error, setError] = useState<string | null>(null);
  const add = useAddCategoryMember();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!person) return setError(CATEGORY_MEMBER_MESSAGES.user);
    try {
      await add.mutateAsync({ clubId: category.clubId, categoryId: category.id, userId: person.id });
      toast.success(CATEGORY_MEMBER_MESSAGES.added);
      setPerson(null);
      setError(null);
    } catch (failure) {
      const message = apiErrorMessage(failure, CATEGORY_MEMBER_MESSAGES.addFailed);
      setError(message);
      toast.error(message);
    }
  };
  return (
    <Section aria-labelledby="ajouter-un-membre">
      <Heading level={2} id="ajouter-un-membre">
        Ajouter un membre
      </Heading>
      <form onSubmit={(event) => void submit(event)} aria-label="Ajouter un membre">
        <Stack>
          <PersonPicker picked={person} onPick={setPerson} label="Personne à ajouter" />
          {error ? <p role="alert">{error}</p> : null}
          <div>
            <Button type="submit" disabled={!person || add.isPending} aria-busy={add.isPending}>
              Ajouter à la catégorie
            </Button>
          </div>
        </Stack>
      </form>
    </Section>
  );
}

function RemoveMember({ category, member }: { category: ClubCategory; member: CategoryMember }) {
  const remove = useRemoveCategoryMember();
  const [asking, setAsking] = useState(false);
  const onClick = async () => {
    try {
      await remove.mutateAsync({ clubId: category.clubId, categoryId: category.id, userId: member.userId });
      toast.success(CATEGORY_MEMBER_MESSAGES.removed);
    } catch (error) {
      setAsking(false);
      toast.error(apiErrorMessage(error, CATEGORY_MEMBER_MESSAGES.removeFailed));
    }
  };
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setAsking(true)} disabled={remove.isPending}>
        Retirer {member.name}
      </Button>
      <ConfirmDialog
        tone="destructive"
        open={asking}
        title={`Retirer ${member.name} de la catégorie ?`}
        confirmLabel="Retirer de la catégorie"
        pending={remove.isPending}
        onConfirm={() => void onClick()}
        onCancel={() => setAsking(false)}
      >
        {member.name} ne fera plus partie de la catégorie {category.name} : ses séances à venir n'y seront plus proposées. Son compte ne change pas.
      </ConfirmDialog>
    </>
  );
}

/** The members of a category (approved applications and people added here); admins and its section's managers add and remove. */
export function Component() {
  const { clubId, sectionId, categoryId, search } = useLoaderData<typeof loader>();
  const { data: category } = useSuspenseQuery(routeQuery(clubCategoryQueryOptions(clubId, categoryId)));
  const { data: page } = useSuspenseQuery(routeQuery(categoryMembersQueryOptions(clubId, categoryId, search)));
  const canManage = useClubRights().managesSection(category.sectionId);
  const limit = category.maxMembers === null ? 'sans limite' : `${category.maxMembers} au maximum`;
  return (
    <PageBody>
      <PageHeader
        title={`Membres de la catégorie ${category.name}`}
        description={`${formatAgeRange(category.minAge, category.maxAge)} · ${category.memberCount} membre${category.memberCount > 1 ? 's' : ''} (${limit}).`}
        crumbs={[
          { label: 'Clubs', to: paths.clubs.href() },
          { label: category.sectionName, to: paths.clubSection.href(clubId, sectionId) },
          { label: 'Catégories', to: paths.sectionCategories.href(clubId, sectionId) },
          { label: `Membres de la catégorie ${category.name}` },
        ]}
      />
      {canManage ? <AddMember category={category} /> : null}
      <FiltersForm label="Filtrer la liste des membres">
        <SearchInput label="Rechercher un membre" value={search.search} placeholder="Dans la liste, par nom ou e-mail" />
      </FiltersForm>
      {page.data.length === 0 ? (
        <EmptyView
          title={search.search ? 'Aucun membre ne correspond à votre recherche' : 'Aucun membre'}
          message={search.search ? 'Modifiez la recherche.' : "Cette catégorie n'a pas encore de membre."}
        />
      ) : (
        <>
          <DataTable
            caption={`Membres de la catégorie ${category.name} (${page.total})`}
            rows={page.data}
            rowKey={(member) => member.membershipId}
            rowHeader={{ header: 'Nom', cell: (member) => member.name }}
            columns={[
              { header: 'E-mail', cell: (member) => member.email ?? '—' },
              { header: 'Téléphone', cell: (member) => member.phone ?? '—' },
              {
                header: 'Responsable légal',
                cell: (member) => (member.responsibleAdults.length > 0 ? <ResponsibleAdults adults={member.responsibleAdults} /> : '—'),
              },
              { header: 'Certificat médical', cell: (member) => <CertificateCell member={member} /> },
              { header: 'Origine', cell: (member) => (member.applicationId ? 'Candidature acceptée' : 'Ajouté par un responsable') },
              ...(canManage ? [{ header: 'Actions', cell: (member: CategoryMember) => <RemoveMember category={category} member={member} /> }] : []),
            ]}
          />
          <Pagination page={page.page} limit={page.limit} total={page.total} label="Pages des membres" />
        </>
      )}
    </PageBody>
  );
}
