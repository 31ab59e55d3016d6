import { MemberProfileInputSchema, type MemberProfile, type MemberProfileInput } from '@club/contracts';
import { toast } from '@club/stack';
import { Alert, Stack, Text } from '@club/ui';
import { applyServerError, CheckboxField, FieldRow, FormError, FormRoot, SubmitButton, TextField, useZodForm } from '@club/ui/forms';
import { useSaveMemberProfile } from '../api/profile-mutations';

const FIELDS = ['emergencyContactName', 'emergencyContactPhone', 'shareEmail', 'sharePhone', 'showInNewMembers'] as const;

/** The emergency contact (for the coaches of my sections) and what the other members may see of me. */
export function ContactVisibilityForm({ profile }: { profile: MemberProfile }) {
  const form = useZodForm(MemberProfileInputSchema, {
    defaultValues: {
      emergencyContactName: profile.emergencyContactName ?? '',
      emergencyContactPhone: profile.emergencyContactPhone ?? '',
      shareEmail: profile.shareEmail,
      sharePhone: profile.sharePhone,
      showInNewMembers: profile.showInNewMembers,
    },
  });
  const save = useSaveMemberProfile();

  const onSubmit = async (values: MemberProfileInput) => {
    try {
      await save.mutateAsync(values);
      toast.success('Préférences enregistrées');
    } catch (error) {
      applyServerError(error, form.setError, FIELDS, "Vos préférences n'ont pas pu être enregistrées. Veuillez réessayer.");
    }
  };

  return (
    <FormRoot form={form} onSubmit={onSubmit} aria-label="Contact d'urgence et visibilité">
      <Stack>
        <FormError />
        {profile.emergencyContactFromApplication ? <Alert role={undefined}>Ce contact vient de votre candidature : vérifiez-le et enregistrez-le.</Alert> : null}
        <FieldRow>
          <TextField name="emergencyContactName" label="Nom du contact d'urgence" autoComplete="off" required />
          <TextField name="emergencyContactPhone" label="Téléphone du contact d'urgence" type="tel" autoComplete="off" required />
        </FieldRow>
        <fieldset>
          <legend>
            <Text as="span" weight={700}>
              Ce que voient les membres de mes sections
            </Text>
          </legend>
          <Stack gap="sm">
            <CheckboxField name="shareEmail" label="Partager mon adresse e-mail avec les membres de mes sections" />
            <CheckboxField name="sharePhone" label="Partager mon numéro de téléphone avec les membres de mes sections" />
            <CheckboxField name="showInNewMembers" label="Apparaître parmi les « nouveaux membres »" />
          </Stack>
        </fieldset>
        <div>
          <SubmitButton pending={save.isPending} pendingLabel="Enregistrement…">
            Enregistrer mes préférences
          </SubmitButton>
        </div>
      </Stack>
    </FormRoot>
  );
}
