import { DEFAULT_PAGE_SIZE, ROLES, USER_STATUSES } from '@club/contracts';
import { limitParam, textParam } from '@club/ui-admin';
import { z } from 'zod';

export const USER_ACTIONS = ['create', 'role', 'reset-password', 'reset-link', 'ban', 'unban', 'revoke-sessions', 'delete'] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

/** `/admin/users?search&role&status&limit&offset&action&userId` (spec §2, issue 32), read leniently like every list page. */
export const UsersSearchSchema = z.object({
  search: textParam,
  role: z.enum(ROLES).optional().catch(undefined),
  status: z.enum(USER_STATUSES).optional().catch(undefined),
  limit: limitParam(DEFAULT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).catch(0),
  action: z.enum(USER_ACTIONS).optional().catch(undefined),
  userId: textParam,
});
export type UsersSearch = z.infer<typeof UsersSearchSchema>;
