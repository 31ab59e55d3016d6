import type { Role } from '@club/contracts';
import { MEMBER_ROLES } from './member-access';

/**
 * Role groups of the facilities and assets API (docs/decisions/030-facilities-authorisation.md).
 * `user` (onboarding not finished) is in none of them.
 */
export const FACILITIES_READER_ROLES = MEMBER_ROLES;
/** May book a room or a minibus for themselves (admins also for anyone). */
export const BOOKER_ROLES = ['coach', 'section_manager', 'admin'] as const satisfies readonly Role[];
export const FACILITIES_ADMIN_ROLES = ['admin'] as const satisfies readonly Role[];
