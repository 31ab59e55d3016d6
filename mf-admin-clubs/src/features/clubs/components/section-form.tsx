import { useCreateClubSection, useUpdateClubSection } from '@club/api-client';
import { CLUB_SECTION_MESSAGES, CreateClubSectionInputSchema, type ClubSection } from '@club/contracts';
import { toast, useNavigate } from '@club/stack';
import { Stack } from '@club/ui';
import { FormError, FormRoot, RequiredFieldsNote, SubmitButton, TextAreaField, TextField, useZodForm } from '@club/ui/forms';
import { z } from 'zod';
import { paths } from '../../../paths';
import { reportFailure } from './form-failure';

const FEE_MESSAGE = 'La cotisation doit être un montant en euros, par exemple 150 ou 150,50';

/** The section's fields, the fee typed in euros (« 150,50 ») rather than the API's cents. */
const SectionFormSchema = CreateClubSectionInputSchema.omit({ seasonFeeCents: true }).extend({
  seasonFee: z
    .string()
    .trim()
    .regex(/^\d{1,4}([,.]\d{1,2})?$/, FEE_MESSAGE)
    .transform((euros) => Math.round(Number(euros.replace(',', '.')) * 100)),
});
type SectionValues = z.input<typeof SectionFormSchema>;

const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',').replace(/,00$/, '');
const valuesOf = (section?: ClubSection): SectionValues => ({
  name: section?.name ?? '',
  sport: section?.sport ?? '',
  description: section?.description ?? '',
  seasonFee: section ? euros(section.seasonFeeCents) : '0',
  contactName: section?.contactName ?? '',
  contactEmail: section?.contactEmail ?? '',
  contactPhone: section?.contactPhone ?? '',
});

/** Create a section of `clubId`, or edit `section`; opens the section once saved. */
export function SectionForm({ clubId, section }: { clubId: string; section?: ClubSection }) {
  const form = useZodForm(SectionFormSchema, { defaultValues: valuesOf(section) });
  const createSection = useCreateClubSection();
  const updateSection = useUpdateClubSection();
  const navigate = useNavigate();

  const onSubmit = async ({ seasonFee, ...values }: z.output<typeof SectionFormSchema>) => {
    const input = { ...values, seasonFeeCents: seasonFee };
    try {
      const saved = section
        ? await updateSection.mutateAsync({ clubId, sectionId: section.id, changes: input })
        : await createSection.mutateAsync({ clubId, input });
      toast.success(section ? CLUB_SECTION_MESSAGES.updated : CLUB_SECTION_MESSAGES.created);
      await navigate(paths.clubSection.href(clubId, saved.id));
    } catch (error) {
      reportFailure(error, form.setError, section ? CLUB_SECTION_MESSAGES.updateFailed : CLUB_SECTION_MESSAGES.createFailed, { seasonFeeCents: 'seasonFee' });
    }
  };

  return (
    <FormRoot form={form} onSubmit={onSubmit} aria-label={section ? 'Modifier la section' : 'Nouvelle section'}>
      <Stack>
        <RequiredFieldsNote />
        <FormError />
        <TextField name="name" label="Nom" required autoComplete="off" />
        <TextField name="sport" label="Sport" required autoComplete="off" />
        <TextAreaField name="description" label="Description" rows={3} hint="500 caractères au maximum." />
        <TextField name="seasonFee" label="Cotisation annuelle (€)" required inputMode="decimal" autoComplete="off" hint="Par exemple 150 ou 150,50" />
        <TextField
          name="contactName"
          label="Nom du contact"
          autoComplete="off"
          hint="Le contact, son e-mail et son téléphone sont affichés sur la page publique de la section (à défaut, ceux du club)."
        />
        <TextField name="contactEmail" label="E-mail du contact" type="email" autoComplete="off" />
        <TextField name="contactPhone" label="Téléphone du contact" type="tel" autoComplete="off" />
        <div>
          <SubmitButton pending={createSection.isPending || updateSection.isPending}>{section ? 'Enregistrer' : 'Créer la section'}</SubmitButton>
        </div>
      </Stack>
    </FormRoot>
  );
}
