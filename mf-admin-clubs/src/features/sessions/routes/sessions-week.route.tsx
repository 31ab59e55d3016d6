import { trainingSessionsQueryOptions, type SessionListScope } from '@club/api-client';
import type { SessionScope } from '@club/contracts';
import { useLoaderData, useSuspenseQuery, type LoaderFunctionArgs, type Params } from '@club/stack';
import { ButtonLink, Text } from '@club/ui';
import { PageBody, PageHeader, loaderQueryClient, routeQuery, type Crumb } from '@club/ui-admin';
import { paths } from '../../../paths';
import { clubHref, clubsHref, sectionHref } from '../club-links';
import { SessionWeekView } from '../components/session-week-view';
import { readWeek } from '../week';

/** The deepest of the route's ids: a category's, a section's or a club's sessions. */
function scopeOf(params: Params): SessionListScope {
  if (params.categoryId) return { kind: 'category', id: params.categoryId };
  if (params.sectionId) return { kind: 'section', id: params.sectionId };
  return { kind: 'club', id: params.clubId ?? '' };
}

export async function loader({ params, request }: LoaderFunctionArgs) {
  const scope = scopeOf(params);
  const week = readWeek(new URL(request.url).searchParams);
  await loaderQueryClient().ensureQueryData(routeQuery(trainingSessionsQueryOptions(scope, { startDate: week.startDate, endDate: week.endDate })));
  return { scope, week };
}

function crumbsOf(names: SessionScope): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'Clubs', to: clubsHref() }];
  if (names.clubId) crumbs.push({ label: names.clubName ?? 'Club', to: clubHref(names.clubId) });
  if (names.clubId && names.sectionId) crumbs.push({ label: names.sectionName ?? 'Section', to: sectionHref(names.clubId, names.sectionId) });
  if (names.categoryId && names.clubId && names.sectionId) {
    crumbs.push({ label: names.categoryName ?? 'Catégorie', to: paths.categorySessions.href(names.clubId, names.sectionId, names.categoryId) });
  }
  return [...crumbs.slice(0, -1), { label: 'Séances' }];
}

const titleOf = (scope: SessionListScope, names: SessionScope) =>
  scope.kind === 'category'
    ? `Séances — ${names.sectionName} ${names.categoryName}`
    : scope.kind === 'section'
      ? `Séances de la section ${names.sectionName}`
      : `Séances — ${names.clubName}`;

/** /…/sessions of a club, a section or a category: the week's sessions (Paris time, Monday first). */
export function Component() {
  const { scope, week } = useLoaderData<typeof loader>();
  const { data } = useSuspenseQuery(routeQuery(trainingSessionsQueryOptions(scope, { startDate: week.startDate, endDate: week.endDate })));
  const names = data.scope;
  const canPlan = scope.kind === 'category' && names.clubId && names.sectionId;
  return (
    <PageBody>
      <PageHeader
        title={titleOf(scope, names)}
        crumbs={crumbsOf(names)}
        description={
          scope.kind === 'category'
            ? 'Entraînements, matchs, stages et réunions de la catégorie. Une séance dans une salle la réserve.'
            : "Les séances de vos catégories ; choisissez-en une pour la planifier ou faire l'appel."
        }
        actions={canPlan ? <ButtonLink to={paths.sessionCreate.href(names.clubId!, names.sectionId!, names.categoryId!)}>Planifier une séance</ButtonLink> : null}
      />
      <SessionWeekView week={week} sessions={data.data} showCategory={scope.kind !== 'category'} />
      <Text size="sm" muted>
        Horaires à l'heure de Paris.
      </Text>
    </PageBody>
  );
}
