import { isMedicalCertificateValid, type Application } from '@club/contracts';
import { formatShortDate } from '@club/ui/dates';
import { medicalCertificateUrl } from '../api/medical-certificate-url';

/**
 * The certificate as reviewers need it: present or not, its date, valid this season or not, and a way to open it
 * (ADR 207). A link given before certificates were files is still shown as it was.
 */
export function MedicalCertificateValue({ application, now = new Date() }: { application: Application; now?: Date }) {
  const certificate = application.medicalCertificate;
  if (certificate) {
    const validity = isMedicalCertificateValid(certificate, now)
      ? `valide jusqu'au ${formatShortDate(certificate.validUntil)}`
      : `plus valide depuis le ${formatShortDate(certificate.validUntil)}`;
    return (
      <span>
        Fourni, daté du {formatShortDate(certificate.date)}, {validity}.{' '}
        <a href={medicalCertificateUrl(application.id)} target="_blank" rel="noopener noreferrer">
          Ouvrir le certificat médical (nouvel onglet)
        </a>
      </span>
    );
  }
  if (application.medicalCertificateUrl) {
    return (
      <a href={application.medicalCertificateUrl} target="_blank" rel="noopener noreferrer">
        Ouvrir le lien du certificat médical (nouvel onglet)
      </a>
    );
  }
  return <>Non fourni</>;
}
