import { complexQueryOptions, roomsOfComplexQueryOptions } from '@club/api-client';
import { withDe, FACILITIES_LIST_PAGE_SIZE } from '@club/contracts';
import { useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { ButtonLink, EmptyView, Heading } from '@club/ui';
import { PageBody, PageHeader, Section, loaderQueryClient, requiredParam, routeQuery } from '@club/ui-admin';
import { paths } from '../../../paths';
import { OpeningHoursTable } from '../../../shared/opening-hours/opening-hours-table';
import { RoomsTable } from '../../rooms/components/rooms-table';
import { ComplexDetails } from '../components/complex-details';
import { DeleteComplexButton } from '../components/delete-complex-button';

const ROOMS_PAGE = { page: 1, limit: FACILITIES_LIST_PAGE_SIZE };

/** The complex and its rooms, page 1 limit 50 (spec §2). */
export async function loader({ params }: LoaderFunctionArgs) {
  const complexId = requiredParam(params, 'complexId');
  const queryClient = loaderQueryClient();
  await Promise.all([
    queryClient.ensureQueryData(routeQuery(complexQueryOptions(complexId))),
    queryClient.ensureQueryData(routeQuery(roomsOfComplexQueryOptions(complexId, ROOMS_PAGE))),
  ]);
  return { complexId };
}

export function Component() {
  const { complexId } = useLoaderData<typeof loader>();
  const { data: complex } = useSuspenseQuery(routeQuery(complexQueryOptions(complexId)));
  const { data: rooms } = useSuspenseQuery(routeQuery(roomsOfComplexQueryOptions(complexId, ROOMS_PAGE)));
  return (
    <PageBody>
      <PageHeader
        title={complex.name}
        crumbs={[{ label: 'Complexes', to: paths.complexes.href() }, { label: complex.name }]}
        actions={
          <>
            <ButtonLink to={paths.complexEdit.href(complex.id)} variant="secondary">
              Modifier
            </ButtonLink>
            <DeleteComplexButton complex={complex} />
          </>
        }
      />
      <ComplexDetails complex={complex} />
      <OpeningHoursTable caption="Horaires d'ouverture" week={complex.openingHours} offLabel="Fermé" />
      <Section aria-labelledby="salles-du-complexe">
        <Heading level={2} id="salles-du-complexe">
          Salles
        </Heading>
        <div>
          <ButtonLink to={paths.complexCreateRoom.href(complex.id)}>Créer une salle</ButtonLink>
        </div>
        {rooms.data.length === 0 ? (
          <EmptyView title="Aucune salle" message="Ce complexe n'a pas encore de salle." headingLevel={3} />
        ) : (
          <RoomsTable rooms={rooms.data} caption={`Salles ${withDe(complex.name)} (${rooms.total})`} showComplex={false} />
        )}
      </Section>
    </PageBody>
  );
}
