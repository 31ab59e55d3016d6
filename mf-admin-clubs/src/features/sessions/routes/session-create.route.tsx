import { trainingSessionsQueryOptions, useCreateTrainingSessions } from '@club/api-client';
import { toast, useLoaderData, useNavigate, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { useZodForm } from '@club/ui/forms';
import { PageBody, PageHeader, loaderQueryClient, requiredParam, routeQuery, withSearch } from '@club/ui-admin';
import { useMemo, useState } from 'react';
import { paths } from '../../../paths';
import { clubHref, clubsHref, sectionHref } from '../club-links';
import { SessionForm } from '../components/session-form';
import { createSessionFormSchema, emptySessionForm, toCreateInput, type SessionFormValues } from '../session-form-values';
import { reportSessionFailure } from '../session-submit';
import { parisDay, readWeek, WEEK_PARAM } from '../week';
import { loadFormChoices, useFormChoices } from './session-form-data';

export async function loader({ params, request }: LoaderFunctionArgs) {
  const ids = { clubId: requiredParam(params, 'clubId'), sectionId: requiredParam(params, 'sectionId'), categoryId: requiredParam(params, 'categoryId') };
  const week = readWeek(new URL(request.url).searchParams);
  const period = { startDate: week.startDate, endDate: week.endDate };
  await Promise.all([
    loaderQueryClient().ensureQueryData(routeQuery(trainingSessionsQueryOptions({ kind: 'category', id: ids.categoryId }, period))),
    loadFormChoices(ids.categoryId),
  ]);
  return { ...ids, period };
}

/** …/categories/{categoryId}/sessions/create: plan a session, or a weekly series until a date. */
export function Component() {
  const { clubId, sectionId, categoryId, period } = useLoaderData<typeof loader>();
  const { data } = useSuspenseQuery(routeQuery(trainingSessionsQueryOptions({ kind: 'category', id: categoryId }, period)));
  const { rooms, coachOptions } = useFormChoices(categoryId);
  const schema = useMemo(() => createSessionFormSchema(), []);
  const form = useZodForm(schema, { defaultValues: emptySessionForm() });
  const create = useCreateTrainingSessions();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<unknown>(null);
  const { sectionName, categoryName, clubName } = data.scope;
  const weekPage = paths.categorySessions.href(clubId, sectionId, categoryId);

  const onSubmit = async (values: SessionFormValues) => {
    setRefusal(null);
    try {
      const created = await create.mutateAsync({ categoryId, session: toCreateInput(values) });
      toast.success(created.length > 1 ? `${created.length} séances planifiées avec succès` : 'Séance planifiée avec succès');
      await navigate(withSearch(weekPage, { [WEEK_PARAM]: parisDay(created[0]!.startAt) }));
    } catch (error) {
      setRefusal(error);
      reportSessionFailure(error, form.setError, 'Erreur lors de la planification de la séance');
    }
  };

  return (
    <PageBody>
      <PageHeader
        title={`Planifier une séance — ${sectionName} ${categoryName}`}
        description="Une séance tient dans une journée (heure de Paris). Dans une salle, elle la réserve ; en répétition hebdomadaire, toutes les dates sont vérifiées d'abord : si une seule n'est pas libre, aucune séance n'est créée."
        crumbs={[
          { label: 'Clubs', to: clubsHref() },
          { label: clubName ?? 'Club', to: clubHref(clubId) },
          { label: sectionName ?? 'Section', to: sectionHref(clubId, sectionId) },
          { label: `Séances ${categoryName ?? ''}`.trim(), to: weekPage },
          { label: 'Planifier' },
        ]}
      />
      <SessionForm
        form={form}
        label="Nouvelle séance"
        submitLabel="Planifier"
        pending={create.isPending}
        rooms={rooms}
        coachOptions={coachOptions}
        withRecurrence
        refusal={refusal}
        onSubmit={onSubmit}
      />
    </PageBody>
  );
}
