import { z } from './zod';

/** The five roles of the association (spec §1, §6), from least to most privileged. */
export const ROLES = ['user', 'member', 'coach', 'section_manager', 'admin'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/** French labels of the roles, for every screen that shows one. */
export const ROLE_LABELS: Record<Role, string> = {
  user: 'Utilisateur',
  member: 'Membre',
  coach: 'Entraîneur',
  section_manager: 'Responsable de section',
  admin: 'Administrateur',
};
