import { SESSION_NOTICE_KIND_LABELS, SESSION_NOTICE_KINDS, type SessionNoticePreferences } from '@club/contracts';
import { SessionNoticePreferencesMiniSchema } from '@club/contracts/mini';
import { toast, useSuspenseQuery } from '@club/stack';
import { Stack, Text } from '@club/ui';
import { applyServerError, CheckboxField, FormError, FormRoot, SubmitButton, useZodForm } from '@club/ui/forms';
import { PageSection } from '../../../shared/page';
import { sessionNoticePreferencesQueryOptions, useSaveSessionNoticePreferences } from '../api/session-notice-preferences';

/** Which changes of my sessions reach my inbox (ADR 171); the dashboard shows them all the same. */
export function SessionNoticesSection() {
  const { data } = useSuspenseQuery(sessionNoticePreferencesQueryOptions());
  const form = useZodForm(SessionNoticePreferencesMiniSchema, { defaultValues: data });
  const save = useSaveSessionNoticePreferences();

  const onSubmit = async (values: SessionNoticePreferences) => {
    try {
      await save.mutateAsync(values);
      toast.success('Avis par e-mail enregistrés');
    } catch (error) {
      applyServerError(error, form.setError, SESSION_NOTICE_KINDS, "Vos choix n'ont pas pu être enregistrés. Veuillez réessayer.");
    }
  };

  return (
    <PageSection
      id="avis-seances"
      title="Avis sur mes séances"
      description="Quand une de vos séances change, vous recevez un e-mail (un seul pour les changements rapprochés). Les changements restent visibles sur votre tableau de bord."
    >
      <FormRoot form={form} onSubmit={onSubmit} aria-label="Avis sur mes séances">
        <Stack>
          <FormError />
          <fieldset>
            <legend>
              <Text as="span" weight={700}>
                M'envoyer un e-mail quand…
              </Text>
            </legend>
            <Stack gap="sm">
              {SESSION_NOTICE_KINDS.map((kind) => (
                <CheckboxField key={kind} name={kind} label={SESSION_NOTICE_KIND_LABELS[kind]} />
              ))}
            </Stack>
          </fieldset>
          <div>
            <SubmitButton pending={save.isPending} pendingLabel="Enregistrement…">
              Enregistrer mes avis
            </SubmitButton>
          </div>
        </Stack>
      </FormRoot>
    </PageSection>
  );
}
