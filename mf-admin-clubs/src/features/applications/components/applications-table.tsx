import type { ReviewedApplication } from '@club/contracts';
import { Link } from '@club/stack';
import { Text } from '@club/ui';
import { formatShortDate } from '@club/ui/dates';
import { DataTable, ResponsibleAdults, type Column } from '@club/ui-admin';
import { ApplicationStatusBadge, membershipLabel } from '@club/ui-applications';
import { paths } from '../../../paths';
import { alreadyMemberOf } from './already-member';

export const applicantName = (application: ReviewedApplication) => `${application.user.firstName} ${application.user.lastName}`.trim() || application.user.email;

const COLUMNS: Column<ReviewedApplication>[] = [
  {
    header: 'Adresse e-mail',
    cell: (application) =>
      application.responsibleAdults.length > 0 ? (
        <>
          {application.user.email}
          <Text size="sm" muted>
            <ResponsibleAdults adults={application.responsibleAdults} label="Responsable légal" />
          </Text>
        </>
      ) : (
        application.user.email
      ),
  },
  {
    header: 'Section / catégorie',
    cell: (application) => (
      <>
        {membershipLabel(application)}
        {application.applicantSections.length > 0 ? (
          <Text size="sm" muted>
            {alreadyMemberOf(application)}
          </Text>
        ) : null}
      </>
    ),
  },
  { header: 'Déposée le', cell: (application) => formatShortDate(application.createdAt) },
  { header: 'Statut', cell: (application) => <ApplicationStatusBadge status={application.status} /> },
];

/** One row per application, the applicant's name linking to its review page. */
export function ApplicationsTable({ applications, caption }: { applications: ReviewedApplication[]; caption: string }) {
  return (
    <DataTable
      caption={caption}
      rows={applications}
      rowKey={(application) => application.id}
      rowHeader={{ header: 'Candidat', cell: (application) => <Link to={paths.application.href(application.id)}>{applicantName(application)}</Link> }}
      columns={COLUMNS}
    />
  );
}
