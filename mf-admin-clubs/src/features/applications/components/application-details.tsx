import type { ReviewedApplication } from '@club/contracts';
import { Heading } from '@club/ui';
import { formatDayMonthYear, formatLongDate } from '@club/ui/dates';
import { DetailsList, ResponsibleAdults, Section } from '@club/ui-admin';
import { ApplicationStatusBadge, membershipLabel } from '@club/ui-applications';
import { alreadyMemberOf } from './already-member';
import { MedicalCertificateValue } from './medical-certificate-value';

const NOT_GIVEN = 'Non renseigné';

/** The applicant and what they sent: choice, motivation, emergency contact, medical certificate. */
export function ApplicationDetails({ application }: { application: ReviewedApplication }) {
  const { user } = application;
  return (
    <Section aria-labelledby="candidature-details">
      <Heading level={2} id="candidature-details">
        Candidature
      </Heading>
      <DetailsList
        items={[
          { label: 'Statut', value: <ApplicationStatusBadge status={application.status} /> },
          // A family member without a login has no address: their responsible adults are the contact (ADR 210).
          { label: 'Adresse e-mail', value: user.email || NOT_GIVEN },
          { label: 'Téléphone', value: user.phone ?? NOT_GIVEN },
          { label: 'Date de naissance', value: user.dateOfBirth ? formatDayMonthYear(user.dateOfBirth) : NOT_GIVEN },
          ...(application.responsibleAdults.length > 0
            ? [{ label: 'Responsable légal', value: <ResponsibleAdults adults={application.responsibleAdults} label={null} /> }]
            : []),
          { label: 'Section / catégorie', value: membershipLabel(application) },
          { label: 'Adhésions', value: alreadyMemberOf(application) },
          { label: 'Motivation', value: <span style={{ whiteSpace: 'pre-line' }}>{application.motivation}</span> },
          { label: "Contact d'urgence", value: `${application.emergencyContactName} — ${application.emergencyContactPhone}` },
          { label: 'Certificat médical', value: <MedicalCertificateValue application={application} /> },
        ]}
      />
    </Section>
  );
}

/** When it was sent, and when, by whom and with which comment it was decided. */
export function ApplicationHistory({ application }: { application: ReviewedApplication }) {
  const reviewed = application.reviewedAt
    ? [
        { label: 'Examinée le', value: formatLongDate(application.reviewedAt) },
        { label: 'Examinée par', value: application.reviewerName ?? 'Compte supprimé' },
        { label: 'Commentaire', value: application.reviewComments ?? 'Aucun commentaire' },
      ]
    : [{ label: 'Décision', value: 'Pas encore examinée' }];
  return (
    <Section aria-labelledby="candidature-historique">
      <Heading level={2} id="candidature-historique">
        Historique
      </Heading>
      <DetailsList items={[{ label: 'Déposée le', value: formatLongDate(application.createdAt) }, ...reviewed]} />
    </Section>
  );
}
