import type { Role } from '@club/contracts';

/**
 * Role groups of the facilities and assets API (docs/decisions/030-facilities-authorisation.md).
 * `user` (onboarding not finished) is in none of them.
 */
export const FACILITIES_READER_ROLES = ['member', 'coach', 'section_manager', 'admin'] as const satisfies readonly Role[];
/** May book a room or a minibus for themselves (admins also for anyone). */
export const BOOKER_ROLES = ['coach', 'section_manager', 'admin'] as const satisfies readonly Role[];
export const FACILITIES_ADMIN_ROLES = ['admin'] as const satisfies readonly Role[];
