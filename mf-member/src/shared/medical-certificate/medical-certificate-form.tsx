import { isMedicalCertificateValid, withDe, type MedicalCertificate } from '@club/contracts';
import { getHttpConfig } from '@club/http';
import { toast } from '@club/stack';
import { Stack, Text } from '@club/ui';
import { formatShortDate } from '@club/ui/dates';
import { applyServerError, FormError, FormRoot, SubmitButton, useZodForm } from '@club/ui/forms';
import { CertificateFileFields } from './certificate-file-fields';
import { CERTIFICATE_FIELDS, MedicalCertificateFormSchema, type MedicalCertificateFormOutput } from './medical-certificate-schema';
import { useUploadMedicalCertificate } from './use-upload-medical-certificate';

/** Whose certificate: the signed-in person's (the profile) or a family member's (ADR 208), named in the texts. */
export interface CertificateOwner {
  personId: string;
  firstName: string;
}

const certificateAddress = (owner?: CertificateOwner) =>
  `${getHttpConfig().baseUrl}/me/medical-certificate${owner ? `?${new URLSearchParams({ personId: owner.personId }).toString()}` : ''}`;

function CurrentCertificate({ certificate, owner }: { certificate: MedicalCertificate | null; owner?: CertificateOwner }) {
  if (!certificate) return <Text>Aucun certificat médical enregistré.</Text>;
  const validity = isMedicalCertificateValid(certificate, new Date())
    ? `valide jusqu'au ${formatShortDate(certificate.validUntil)}`
    : `plus valide depuis le ${formatShortDate(certificate.validUntil)} : enregistrez celui de la saison`;
  return (
    <Text>
      Certificat du {formatShortDate(certificate.date)}, {validity}.{' '}
      <a href={certificateAddress(owner)} target="_blank" rel="noopener noreferrer">
        {owner ? `Ouvrir le certificat médical ${withDe(owner.firstName)} (nouvel onglet)` : 'Ouvrir mon certificat médical (nouvel onglet)'}
      </a>
    </Text>
  );
}

/** The season's renewal (ADR 207): the same upload as the application's, a new certificate replacing the last. */
export function MedicalCertificateForm({ certificate, owner }: { certificate: MedicalCertificate | null; owner?: CertificateOwner }) {
  const form = useZodForm(MedicalCertificateFormSchema, { defaultValues: { certificateDate: '' } });
  const upload = useUploadMedicalCertificate();

  const onSubmit = async ({ certificateFile, certificateDate }: MedicalCertificateFormOutput) => {
    try {
      await upload.mutateAsync({ file: certificateFile, certificateDate, personId: owner?.personId });
      toast.success(owner ? `Certificat médical ${withDe(owner.firstName)} enregistré` : 'Certificat médical enregistré');
      form.reset({ certificateDate: '' });
    } catch (error) {
      const fallback = owner
        ? "Le certificat médical n'a pas pu être enregistré. Veuillez réessayer."
        : "Votre certificat médical n'a pas pu être enregistré. Veuillez réessayer.";
      applyServerError(error, form.setError, CERTIFICATE_FIELDS, fallback);
    }
  };

  return (
    <Stack>
      <CurrentCertificate certificate={certificate} owner={owner} />
      <FormRoot form={form} onSubmit={onSubmit} aria-label={owner ? `Certificat médical ${withDe(owner.firstName)}` : 'Certificat médical'}>
        <Stack>
          <FormError />
          <CertificateFileFields fileLabel="Nouveau certificat médical" required />
          <div>
            <SubmitButton pending={upload.isPending}>Enregistrer le certificat</SubmitButton>
          </div>
        </Stack>
      </FormRoot>
    </Stack>
  );
}
