import { CreateApplicationInputSchema, type CreateApplicationInput, type MembershipOptions } from '@club/contracts';
import { toast, useNavigate } from '@club/stack';
import { Stack } from '@club/ui';
import { applyServerError, FieldRow, FormError, FormRoot, RequiredFieldsNote, SubmitButton, TextAreaField, TextField, useZodForm } from '@club/ui/forms';
import { SectionCategoryFields } from '@club/ui-applications';
import { paths } from '../../../paths';
import { useApplyToAnotherSection } from '../api/use-apply-to-another-section';

/** The fields a refusal of the server may name: the API's contract as it is (an empty select already says « Veuillez choisir… »). */
const FIELDS = ['sectionId', 'categoryId', 'motivation', 'emergencyContactName', 'emergencyContactPhone', 'medicalCertificateUrl'] as const;

export interface AnotherSectionFormProps {
  sections: MembershipOptions['sections'];
  excludedSectionIds: readonly string[];
  dateOfBirth: string | null;
  emergencyContact: { name: string; phone: string };
}

/** The first application's questions, the emergency contact already filled in from the member's profile. */
export function AnotherSectionForm({ sections, excludedSectionIds, dateOfBirth, emergencyContact }: AnotherSectionFormProps) {
  const form = useZodForm(CreateApplicationInputSchema, {
    defaultValues: {
      sectionId: '',
      categoryId: '',
      motivation: '',
      emergencyContactName: emergencyContact.name,
      emergencyContactPhone: emergencyContact.phone,
      medicalCertificateUrl: '',
    },
  });
  const apply = useApplyToAnotherSection();
  const navigate = useNavigate();

  const onSubmit = async (values: CreateApplicationInput) => {
    try {
      await apply.mutateAsync({ input: values });
      toast.success('Candidature envoyée : la section vous répondra par e-mail.');
      await navigate(paths.dashboard.href());
    } catch (error) {
      applyServerError(error, form.setError, FIELDS, "Votre candidature n'a pas pu être envoyée. Veuillez réessayer.");
    }
  };

  return (
    <FormRoot form={form} onSubmit={onSubmit} aria-label="Candidature à une autre section">
      <Stack>
        <RequiredFieldsNote />
        <FormError />
        <FieldRow>
          <SectionCategoryFields sections={sections} dateOfBirth={dateOfBirth} excludedSectionIds={excludedSectionIds} />
        </FieldRow>
        <TextAreaField
          name="motivation"
          label="Motivation"
          rows={5}
          hint="Dites-nous en quelques mots pourquoi vous souhaitez rejoindre cette section (10 caractères au minimum)."
          required
        />
        <FieldRow>
          <TextField name="emergencyContactName" label="Nom du contact d'urgence" autoComplete="off" required />
          <TextField name="emergencyContactPhone" label="Téléphone du contact d'urgence" type="tel" autoComplete="off" required />
        </FieldRow>
        <TextField
          name="medicalCertificateUrl"
          label="Lien vers le certificat médical"
          type="url"
          hint="Facultatif : adresse web (https://…) d'un document partagé. Vous pourrez aussi le remettre à la section."
        />
        <div>
          <SubmitButton pending={apply.isPending}>Envoyer ma candidature</SubmitButton>
        </div>
      </Stack>
    </FormRoot>
  );
}
