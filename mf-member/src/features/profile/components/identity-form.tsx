import type { MemberProfile } from '@club/contracts';
import { toast } from '@club/stack';
import { Stack } from '@club/ui';
import { FieldRow, FormError, FormRoot, RequiredFieldsNote, SubmitButton, TextField, useZodForm } from '@club/ui/forms';
import { applyAuthError } from '../../../shared/apply-auth-error';
import { useSaveIdentity } from '../api/profile-mutations';
import { IdentityFormSchema, type IdentityFormValues } from '../profile-schemas';

const FIELDS = ['firstName', 'lastName', 'phone', 'dateOfBirth', 'image'] as const;

/** Name, phone, date of birth and avatar address. */
export function IdentityForm({ profile }: { profile: MemberProfile }) {
  const form = useZodForm(IdentityFormSchema, {
    defaultValues: {
      firstName: profile.firstName ?? '',
      lastName: profile.lastName ?? '',
      phone: profile.phone ?? '',
      dateOfBirth: profile.dateOfBirth ?? '',
      image: profile.image ?? '',
    },
  });
  const save = useSaveIdentity();

  const onSubmit = async (values: IdentityFormValues) => {
    try {
      await save.mutateAsync(values);
      toast.success('Profil enregistré');
    } catch (error) {
      applyAuthError(error, form.setError, FIELDS, "Votre profil n'a pas pu être enregistré. Veuillez réessayer.");
    }
  };

  return (
    <FormRoot form={form} onSubmit={onSubmit} aria-label="Identité">
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
        <TextField name="image" label="Adresse de votre photo (avatar)" type="url" hint="Une adresse https://…, ou laissez vide." />
        <div>
          <SubmitButton pending={save.isPending} pendingLabel="Enregistrement…">
            Enregistrer
          </SubmitButton>
        </div>
      </Stack>
    </FormRoot>
  );
}
