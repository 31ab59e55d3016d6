import { ProfileInputSchema, type ProfileInput, type UserProfile } from '@club/contracts';
import { Stack } from '@club/ui';
import { applyServerError, FormError, FormRoot, PersonIdentityFields, personIdentityDefaults, RequiredFieldsNote, SubmitButton, useZodForm } from '@club/ui/forms';
import { useCompleteProfile } from '../api/onboarding-mutations';

const FIELDS = ['firstName', 'lastName', 'phone', 'dateOfBirth'] as const;

/** Step 1: who the new member is (pre-filled with what the registration gave). */
export function ProfileStep({ profile }: { profile: UserProfile }) {
  const form = useZodForm(ProfileInputSchema, {
    defaultValues: personIdentityDefaults(profile),
  });
  const save = useCompleteProfile();

  const onSubmit = async (values: ProfileInput) => {
    try {
      await save.mutateAsync(values);
    } catch (error) {
      applyServerError(error, form.setError, FIELDS, "Votre profil n'a pas pu être enregistré. Veuillez réessayer.");
    }
  };

  return (
    <FormRoot form={form} onSubmit={onSubmit} aria-label="Votre profil">
      <Stack>
        <RequiredFieldsNote />
        <FormError />
        <PersonIdentityFields />
        <div>
          <SubmitButton pending={save.isPending} pendingLabel="Enregistrement…">
            Enregistrer et continuer
          </SubmitButton>
        </div>
      </Stack>
    </FormRoot>
  );
}
