import { withDe, type FamilyMember, type MembershipOptions } from '@club/contracts';
import { toast, useNavigate } from '@club/stack';
import { Stack } from '@club/ui';
import { applyServerError, FieldRow, FormError, FormRoot, RequiredFieldsNote, SubmitButton, TextAreaField, TextField, useZodForm } from '@club/ui/forms';
import { SectionCategoryFields } from '@club/ui-applications';
import { paths } from '../../../paths';
import { CertificateFileFields } from '../../../shared/medical-certificate/certificate-file-fields';
import { useUploadMedicalCertificate } from '../../../shared/medical-certificate/use-upload-medical-certificate';
import { useApplyToAnotherSection } from '../api/use-apply-to-another-section';
import { APPLICATION_FIELDS, ApplicationFormSchema, type ApplicationFormOutput } from '@club/ui-applications/application-form';

export interface ChildApplicationFormProps {
  person: FamilyMember;
  sections: MembershipOptions['sections'];
  excludedSectionIds: readonly string[];
  /** The adult, the natural emergency contact of their child. */
  emergencyContact: { name: string; phone: string };
}

/**
 * The application an adult sends for a family member (ADR 208): the categories of the child's age, the certificate's
 * file sent first with `?personId=` (refused, the application is not sent), then the application with `?personId=`.
 */
export function ChildApplicationForm({ person, sections, excludedSectionIds, emergencyContact }: ChildApplicationFormProps) {
  const form = useZodForm(ApplicationFormSchema, {
    defaultValues: {
      sectionId: '',
      categoryId: '',
      motivation: '',
      emergencyContactName: emergencyContact.name,
      emergencyContactPhone: emergencyContact.phone,
      certificateDate: '',
    },
  });
  const upload = useUploadMedicalCertificate();
  const apply = useApplyToAnotherSection();
  const navigate = useNavigate();
  const whose = withDe(person.firstName);

  const onSubmit = async ({ certificateFile, certificateDate, ...application }: ApplicationFormOutput) => {
    try {
      if (certificateFile && certificateDate) await upload.mutateAsync({ file: certificateFile, certificateDate, personId: person.id });
      await apply.mutateAsync({ input: { ...application, medicalCertificateUrl: null }, personId: person.id });
      toast.success(`Candidature ${whose} envoyée : la section vous répondra par e-mail.`);
      await navigate(paths.family.href());
    } catch (error) {
      applyServerError(error, form.setError, APPLICATION_FIELDS, `La candidature ${whose} n'a pas pu être envoyée. Veuillez réessayer.`);
    }
  };

  return (
    <FormRoot form={form} onSubmit={onSubmit} aria-label={`Candidature ${whose}`}>
      <Stack>
        <RequiredFieldsNote />
        <FormError />
        <FieldRow>
          <SectionCategoryFields
            sections={sections}
            dateOfBirth={person.dateOfBirth}
            excludedSectionIds={excludedSectionIds}
            applicantFirstName={person.firstName}
          />
        </FieldRow>
        <TextAreaField
          name="motivation"
          label="Motivation"
          rows={5}
          hint={`Dites-nous en quelques mots pourquoi ${person.firstName} souhaite rejoindre cette section (10 caractères au minimum).`}
          required
        />
        <FieldRow>
          <TextField name="emergencyContactName" label="Nom du contact d'urgence" autoComplete="off" required />
          <TextField name="emergencyContactPhone" label="Téléphone du contact d'urgence" type="tel" autoComplete="off" required />
        </FieldRow>
        <CertificateFileFields />
        <div>
          <SubmitButton pending={upload.isPending || apply.isPending}>Envoyer la candidature {whose}</SubmitButton>
        </div>
      </Stack>
    </FormRoot>
  );
}
