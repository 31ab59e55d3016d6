import { ProfileInputSchema, type ProfileInput, type UserProfile } from '@club/contracts';
import { Stack } from '@club/ui';
import { applyServerError, FieldRow, FormError, FormRoot, RequiredFieldsNote, SubmitButton, TextField, useZodForm } from '@club/ui/forms';
import { useCompleteProfile } from '../api/onboarding-mutations';

const FIELDS = ['firstName', 'lastName', 'phone', 'dateOfBirth'] as const;

/** Step 1: who the new member is (pre-filled with what the registration gave). */
export function ProfileStep({ profile }: { profile: UserProfile }) {
  const form = useZodForm(ProfileInputSchema, {
    defaultValues: {
      firstName: profile.firstName ?? '',
      lastName: profile.lastName ?? '',
      phone: profile.phone ?? '',
      dateOfBirth: profile.dateOfBirth ?? '',
    },
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
        <FieldRow>
          <TextField name="firstName" label="Prénom" autoComplete="given-name" required />
          <TextField name="lastName" label="Nom" autoComplete="family-name" required />
        </FieldRow>
        <FieldRow>
          <TextField name="phone" label="Téléphone" type="tel" autoComplete="tel" hint="Par exemple : 06 12 34 56 78" required />
          <TextField name="dateOfBirth" label="Date de naissance" type="date" autoComplete="bday" required />
        </FieldRow>
        <div>
          <SubmitButton pending={save.isPending} pendingLabel="Enregistrement…">
            Enregistrer et continuer
          </SubmitButton>
        </div>
      </Stack>
    </FormRoot>
  );
}
