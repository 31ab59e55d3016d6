import { EmailPageSchema, type EmailListQuery, type EmailPage } from '@club/contracts';
import { http } from '@club/http';
import { queryOptions } from '@club/stack';
import { compactParams } from '../facilities/shared/paging';

export type EmailListParams = Partial<EmailListQuery>;

/** Hierarchical keys: invalidating `all` refreshes every list of the « E-mails » view and the `/admin` widget. */
export const emailKeys = {
  all: ['emails'] as const,
  list: (params: EmailListParams) => [...emailKeys.all, 'list', params] as const,
};

/** `GET /api/admin/emails` (status, search, page, limit), newest first, with the queue at a glance; admins only. */
export function getEmails(params: EmailListParams = {}, signal?: AbortSignal): Promise<EmailPage> {
  return http.get('/admin/emails', { query: compactParams(params), parse: EmailPageSchema, signal });
}

export const emailsQueryOptions = (params: EmailListParams = {}) => {
  const query = compactParams(params);
  return queryOptions({ queryKey: emailKeys.list(query), queryFn: ({ signal }) => getEmails(query, signal) });
};
