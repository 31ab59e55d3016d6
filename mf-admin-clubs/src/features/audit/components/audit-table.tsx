import { AUDIT_ACTION_LABELS, type AuditRecord } from '@club/contracts';
import { formatMoment } from '@club/ui/dates';
import { DataTable } from '@club/ui-admin';
import { auditDetailsText } from './audit-details';

/** The audit records of a page, newest first as the API sends them. */
export function AuditTable({ records }: { records: readonly AuditRecord[] }) {
  return (
    <DataTable
      caption="Journal d'audit"
      rows={records}
      rowKey={(record) => record.id}
      rowHeader={{ header: 'Date', cell: (record) => <time dateTime={record.createdAt}>{formatMoment(record.createdAt)}</time> }}
      columns={[
        { header: 'Action', cell: (record) => AUDIT_ACTION_LABELS[record.action] },
        { header: 'Auteur', cell: (record) => record.actorName },
        { header: 'Personne concernée', cell: (record) => record.targetLabel },
        { header: 'Détails', cell: auditDetailsText },
      ]}
    />
  );
}
