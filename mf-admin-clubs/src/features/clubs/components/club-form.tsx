import { useCreateClub, useUpdateClub } from '@club/api-client';
import { CLUB_MESSAGES, CreateClubInputSchema, type Club } from '@club/contracts';
import { toast, useNavigate } from '@club/stack';
import { Stack } from '@club/ui';
import { FormError, FormRoot, RequiredFieldsNote, SubmitButton, TextAreaField, TextField, useZodForm } from '@club/ui/forms';
import type { z } from 'zod';
import { paths } from '../../../paths';
import { reportFailure } from './form-failure';

type ClubValues = z.input<typeof CreateClubInputSchema>;
const valuesOf = (club?: Club): ClubValues => ({
  name: club?.name ?? '',
  description: club?.description ?? '',
  contactEmail: club?.contactEmail ?? '',
  contactPhone: club?.contactPhone ?? '',
  address: club?.address ?? '',
  logoUrl: club?.logoUrl ?? '',
});

/** Create a club, or edit `club`; opens the club once saved. */
export function ClubForm({ club }: { club?: Club }) {
  const form = useZodForm(CreateClubInputSchema, { defaultValues: valuesOf(club) });
  const createClub = useCreateClub();
  const updateClub = useUpdateClub();
  const navigate = useNavigate();

  const onSubmit = async (values: z.output<typeof CreateClubInputSchema>) => {
    try {
      const saved = club ? await updateClub.mutateAsync({ clubId: club.id, changes: values }) : await createClub.mutateAsync(values);
      toast.success(club ? CLUB_MESSAGES.updated : CLUB_MESSAGES.created);
      await navigate(paths.club.href(saved.id));
    } catch (error) {
      reportFailure(error, form.setError, club ? CLUB_MESSAGES.updateFailed : CLUB_MESSAGES.createFailed);
    }
  };

  return (
    <FormRoot form={form} onSubmit={onSubmit} aria-label={club ? 'Modifier le club' : 'Nouveau club'}>
      <Stack>
        <RequiredFieldsNote />
        <FormError />
        <TextField name="name" label="Nom" required autoComplete="off" />
        <TextAreaField name="description" label="Description" rows={3} hint="500 caractères au maximum." />
        <TextField name="contactEmail" label="E-mail de contact" type="email" autoComplete="off" />
        <TextField name="contactPhone" label="Téléphone de contact" type="tel" autoComplete="off" />
        <TextField name="address" label="Adresse" autoComplete="off" />
        <TextField name="logoUrl" label="Adresse du logo (URL)" type="url" autoComplete="off" hint="Une adresse http(s), par exemple https://exemple.fr/logo.png" />
        <div>
          <SubmitButton pending={createClub.isPending || updateClub.isPending}>{club ? 'Enregistrer' : 'Créer le club'}</SubmitButton>
        </div>
      </Stack>
    </FormRoot>
  );
}
