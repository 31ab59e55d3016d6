export { type AuditListParams, auditKeys, auditRecordsQueryOptions, getAuditRecords } from './get-audit-records';
