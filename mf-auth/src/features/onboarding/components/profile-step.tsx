import { ProfileInputSchema, type ProfileInput, type UserProfile } from '@club/contracts';
import { styled } from '@club/stack';
import { FormError, FormRoot, RequiredFieldsNote, SubmitButton, TextField, useZodForm } from '@club/ui/forms';
import { applyServerError } from '../../shared/lib/apply-server-error';
import { useCompleteProfile } from '../api/onboarding-mutations';

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(14rem, 100%), 1fr));
`;

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
      <Fields>
        <RequiredFieldsNote />
        <FormError />
        <Row>
          <TextField name="firstName" label="Prénom" autoComplete="given-name" required />
          <TextField name="lastName" label="Nom" autoComplete="family-name" required />
        </Row>
        <Row>
          <TextField name="phone" label="Téléphone" type="tel" autoComplete="tel" hint="Par exemple : 06 12 34 56 78" required />
          <TextField name="dateOfBirth" label="Date de naissance" type="date" autoComplete="bday" required />
        </Row>
        <div>
          <SubmitButton pending={save.isPending} pendingLabel="Enregistrement…">
            Enregistrer et continuer
          </SubmitButton>
        </div>
      </Fields>
    </FormRoot>
  );
}
