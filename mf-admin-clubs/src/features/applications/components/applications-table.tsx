import type { Application } from '@club/contracts';
import { Link } from '@club/stack';
import { formatShortDate } from '@club/ui/dates';
import { DataTable, type Column } from '@club/ui-admin';
import { ApplicationStatusBadge, membershipLabel } from '@club/ui-applications';
import { paths } from '../../../paths';

export const applicantName = (application: Application) => `${application.user.firstName} ${application.user.lastName}`.trim() || application.user.email;

const COLUMNS: Column<Application>[] = [
  { header: 'Adresse e-mail', cell: (application) => application.user.email },
  { header: 'Section / catégorie', cell: membershipLabel },
  { header: 'Déposée le', cell: (application) => formatShortDate(application.createdAt) },
  { header: 'Statut', cell: (application) => <ApplicationStatusBadge status={application.status} /> },
];

/** One row per application, the applicant's name linking to its review page. */
export function ApplicationsTable({ applications, caption }: { applications: Application[]; caption: string }) {
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
