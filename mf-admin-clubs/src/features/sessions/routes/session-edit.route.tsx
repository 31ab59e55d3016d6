import { trainingSessionQueryOptions, useUpdateTrainingSession } from '@club/api-client';
import { TRAINING_SESSION_STATUS_LABELS } from '@club/contracts';
import { toast, useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { Alert, ButtonLink } from '@club/ui';
import { useZodForm } from '@club/ui/forms';
import { PageBody, PageHeader, loaderQueryClient, requiredParam, routeQuery, withSearch } from '@club/ui-admin';
import { useMemo, useState } from 'react';
import { clubHref, clubsHref, categorySessionsHref, sectionHref, sessionAttendanceHref } from '../club-links';
import { SessionActions } from '../components/session-actions';
import { SessionForm } from '../components/session-form';
import { editSessionFormSchema, sessionFormValues, toUpdateInput, type SessionFormValues } from '../session-form-values';
import { reportSessionFailure } from '../session-submit';
import { dayLabel, parisDay, WEEK_PARAM } from '../week';
import { loadFormChoices, useFormChoices } from './session-form-data';

export async function loader({ params }: LoaderFunctionArgs) {
  const sessionId = requiredParam(params, 'sessionId');
  const categoryId = requiredParam(params, 'categoryId');
  await Promise.all([loaderQueryClient().ensureQueryData(routeQuery(trainingSessionQueryOptions(sessionId))), loadFormChoices(categoryId)]);
  return { sessionId, categoryId };
}

/** …/sessions/{sessionId}/edit: one occurrence, edited or cancelled alone. */
export function Component() {
  const { sessionId, categoryId } = useLoaderData<typeof loader>();
  const { data: session } = useSuspenseQuery(routeQuery(trainingSessionQueryOptions(sessionId)));
  const { rooms, coachOptions } = useFormChoices(categoryId);
  const schema = useMemo(() => editSessionFormSchema(session), [session]);
  const form = useZodForm(schema, { defaultValues: sessionFormValues(session) });
  const update = useUpdateTrainingSession();
  const [refusal, setRefusal] = useState<unknown>(null);
  const weekPage = withSearch(categorySessionsHref(session), { [WEEK_PARAM]: parisDay(session.startAt) });
  const clubId = session.clubId ?? '';

  const onSubmit = async (values: SessionFormValues) => {
    setRefusal(null);
    const changes = toUpdateInput(session, values);
    if (Object.keys(changes).length === 0) {
      toast.info('Aucune modification à enregistrer');
      return;
    }
    try {
      const saved = await update.mutateAsync({ id: session.id, changes });
      form.reset(sessionFormValues(saved));
      toast.success('Séance modifiée avec succès');
    } catch (error) {
      setRefusal(error);
      reportSessionFailure(error, form.setError, 'Erreur lors de la modification de la séance');
    }
  };

  return (
    <PageBody>
      <PageHeader
        title={`Modifier la séance du ${dayLabel(parisDay(session.startAt)).toLowerCase()}`}
        description={`${session.title} — ${session.sectionName} ${session.categoryName}. ${session.seriesId ? 'Cette date seule est modifiée : les autres séances de la série ne changent pas.' : ''}`}
        crumbs={[
          { label: 'Clubs', to: clubsHref() },
          { label: 'Club', to: clubHref(clubId) },
          { label: session.sectionName, to: sectionHref(clubId, session.sectionId) },
          { label: `Séances ${session.categoryName}`, to: weekPage },
          { label: 'Modifier' },
        ]}
        actions={
          session.status !== 'cancelled' ? (
            <ButtonLink to={sessionAttendanceHref(session)} variant="secondary">
              Faire l'appel
            </ButtonLink>
          ) : null
        }
      />
      {session.status === 'cancelled' ? (
        <Alert tone="warning" title={`Séance ${TRAINING_SESSION_STATUS_LABELS.cancelled.toLowerCase()}`}>
          Cette séance est annulée : elle ne peut plus être modifiée{session.roomName ? ' et sa salle est libérée' : ''}.
        </Alert>
      ) : null}
      <SessionForm
        form={form}
        label="Modifier la séance"
        submitLabel="Enregistrer"
        pending={update.isPending}
        rooms={rooms}
        coachOptions={coachOptions}
        withRecurrence={false}
        refusal={refusal}
        onSubmit={onSubmit}
        extraActions={<SessionActions session={session} />}
      />
    </PageBody>
  );
}
