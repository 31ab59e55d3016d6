import type { MemberProfile } from '@club/contracts';
import { toast } from '@club/stack';
import { Stack } from '@club/ui';
import { FormError, FormRoot, PersonIdentityFields, personIdentityDefaults, RequiredFieldsNote, SubmitButton, TextField, useZodForm } from '@club/ui/forms';
import { applyAuthError } from '../../../shared/apply-auth-error';
import { useSaveIdentity } from '../api/profile-mutations';
import { IdentityFormSchema, type IdentityFormValues } from '../profile-schemas';

const FIELDS = ['firstName', 'lastName', 'phone', 'dateOfBirth', 'image'] as const;

/** Name, phone, date of birth and avatar address. */
export function IdentityForm({ profile }: { profile: MemberProfile }) {
  const form = useZodForm(IdentityFormSchema, {
    defaultValues: {
      ...personIdentityDefaults(profile),
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
        <PersonIdentityFields />
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
