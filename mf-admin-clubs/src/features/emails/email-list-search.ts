import { EMAIL_LIST_FILTERS } from '@club/contracts';
import { limitParam, pageParam, textParam } from '@club/ui-admin';
import { z } from 'zod';

const EMAILS_PAGE_SIZE = 20;

/** `/admin/emails?status&search&page&limit` — read leniently: an unknown status shows the e-mails not delivered. */
export const EmailListSearchSchema = z.object({
  status: z.enum(EMAIL_LIST_FILTERS).catch('undelivered'),
  search: textParam,
  page: pageParam,
  limit: limitParam(EMAILS_PAGE_SIZE),
});
export type EmailListSearch = z.infer<typeof EmailListSearchSchema>;
