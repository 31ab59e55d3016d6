import { AUDIT_ACTIONS } from '@club/contracts';
import { limitParam, pageParam, textParam } from '@club/ui-admin';
import { z } from 'zod';

const AUDIT_PAGE_SIZE = 20;

/** `/admin/audit?actor&target&action&page&limit` — read leniently: an unknown action shows every action. */
export const AuditListSearchSchema = z.object({
  page: pageParam,
  limit: limitParam(AUDIT_PAGE_SIZE),
  actor: textParam,
  target: textParam,
  action: z.enum(AUDIT_ACTIONS).optional().catch(undefined),
});
export type AuditListSearch = z.infer<typeof AuditListSearchSchema>;
