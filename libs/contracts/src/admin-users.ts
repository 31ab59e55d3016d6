import { PageQuerySchema, searchQuery } from './facilities/paging';
import { ROLES } from './role-model';
import { z } from './zod';

/** An account's status in the users admin: « suspendu » is better-auth's ban (until its end date, if any). */
export const USER_STATUSES = ['active', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_STATUS_LABELS: Record<UserStatus, string> = { active: 'Actif', suspended: 'Suspendu' };

export const ADMIN_USERS_MESSAGES = {
  role: 'Le rôle doit être utilisateur, membre, entraîneur, responsable de section ou administrateur',
  status: 'Le statut doit être actif ou suspendu',
  offset: 'Le décalage doit être un nombre entier positif ou nul',
} as const;

/** `GET /api/admin/users?search&role&status&limit&offset` (issue 32): search by name, or e-mail when it has an '@'. */
export const AdminUsersQuerySchema = z.object({
  search: searchQuery(),
  role: z.enum(ROLES, { error: ADMIN_USERS_MESSAGES.role }).optional(),
  status: z.enum(USER_STATUSES, { error: ADMIN_USERS_MESSAGES.status }).optional(),
  limit: PageQuerySchema.shape.limit,
  offset: z.coerce.number({ error: ADMIN_USERS_MESSAGES.offset }).int(ADMIN_USERS_MESSAGES.offset).min(0, ADMIN_USERS_MESSAGES.offset).default(0),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuerySchema>;

export const AdminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string().nullable(),
  emailVerified: z.boolean(),
  banned: z.boolean(),
  banReason: z.string().nullable(),
  banExpires: z.string().nullable(),
  createdAt: z.string(),
  /**
   * A family member without a login (ADR 210): the names of the adults responsible for them, shown instead of
   * their address, which is no address. Absent for everyone else.
   */
  familyOf: z.array(z.string()).optional(),
});
export type AdminUserRow = z.infer<typeof AdminUserSchema>;

/** The page of accounts, newest first, and how many match in all. */
export const AdminUsersPageSchema = z.object({ users: z.array(AdminUserSchema), total: z.number().int().min(0) });
export type AdminUsersPage = z.infer<typeof AdminUsersPageSchema>;
