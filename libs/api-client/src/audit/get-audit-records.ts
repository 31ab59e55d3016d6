import { AuditPageSchema, type AuditListQuery, type AuditPage } from '@club/contracts';
import { http } from '@club/http';
import { queryOptions } from '@club/stack';
import { compactParams } from '../facilities/shared/paging';

export type AuditListParams = Partial<AuditListQuery>;

/** Hierarchical keys: invalidating `all` refreshes every audit list (after an admin action on people). */
export const auditKeys = {
  all: ['audit'] as const,
  list: (params: AuditListParams) => [...auditKeys.all, 'list', params] as const,
};

/** `GET /api/admin/audit` (actor, target, action, page, limit), newest first; admins only. */
export function getAuditRecords(params: AuditListParams = {}, signal?: AbortSignal): Promise<AuditPage> {
  return http.get('/admin/audit', { query: compactParams(params), parse: AuditPageSchema, signal });
}

export const auditRecordsQueryOptions = (params: AuditListParams = {}) => {
  const query = compactParams(params);
  return queryOptions({ queryKey: auditKeys.list(query), queryFn: ({ signal }) => getAuditRecords(query, signal) });
};
