import { attendanceQueryOptions, trainingSessionQueryOptions } from '@club/api-client';
import { useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { ButtonLink } from '@club/ui';
import { PageBody, PageHeader, loaderQueryClient, requiredParam, routeQuery, withSearch } from '@club/ui-admin';
import { categorySessionsHref, clubsHref, sessionEditHref } from '../club-links';
import { AttendanceSheetForm } from '../components/attendance-sheet';
import { sessionPlace } from '../components/session-card';
import { WaitingList } from '../components/waiting-list';
import { dayLabel, parisDay, parisTime, WEEK_PARAM } from '../week';

export async function loader({ params }: LoaderFunctionArgs) {
  const sessionId = requiredParam(params, 'sessionId');
  const queryClient = loaderQueryClient();
  await Promise.all([
    queryClient.ensureQueryData(routeQuery(trainingSessionQueryOptions(sessionId))),
    queryClient.ensureQueryData(routeQuery(attendanceQueryOptions(sessionId))),
  ]);
  return { sessionId };
}

/** …/sessions/{sessionId}/attendance: the coach's roll call of one occurrence, and its waiting list. */
export function Component() {
  const { sessionId } = useLoaderData<typeof loader>();
  const { data: session } = useSuspenseQuery(routeQuery(trainingSessionQueryOptions(sessionId)));
  const { data: sheet } = useSuspenseQuery(routeQuery(attendanceQueryOptions(sessionId)));
  const day = dayLabel(parisDay(session.startAt)).toLowerCase();
  return (
    <PageBody>
      <PageHeader
        title={`Présences — ${session.title}`}
        description={`${session.sectionName} ${session.categoryName}, ${day} de ${parisTime(session.startAt)} à ${parisTime(session.endAt)} (${sessionPlace(session)}). «\u00a0Excusé\u00a0» peut être noté à l'avance ; présent et absent à partir du jour de la séance.`}
        crumbs={[
          { label: 'Clubs', to: clubsHref() },
          { label: `Séances ${session.categoryName}`, to: withSearch(categorySessionsHref(session), { [WEEK_PARAM]: parisDay(session.startAt) }) },
          { label: 'Présences' },
        ]}
        actions={
          <ButtonLink to={sessionEditHref(session)} variant="secondary">
            Modifier la séance
          </ButtonLink>
        }
      />
      <AttendanceSheetForm sheet={sheet} />
      <WaitingList sheet={sheet} />
    </PageBody>
  );
}
