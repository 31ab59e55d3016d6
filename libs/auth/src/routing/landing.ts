import { AUTH_PATHS } from './paths';
import { roleOf } from './roles';

/**
 * Spec §6: admin → /admin; section_manager, coach, member → /dashboard; user and any unknown
 * role → /first-login/setup.
 */
export function landingPath(role: string | null | undefined): string {
  switch (roleOf(role)) {
    case 'admin':
      return AUTH_PATHS.admin;
    case 'section_manager':
    case 'coach':
    case 'member':
      return AUTH_PATHS.dashboard;
    default:
      return AUTH_PATHS.onboarding;
  }
}
