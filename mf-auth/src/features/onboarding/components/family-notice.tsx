import { AUTH_PATHS } from '@club/auth';
import { Link } from '@club/stack';
import { Alert } from '@club/ui';

/**
 * An adult who signs up only their children never applies for themselves (ADR 208): « Ma famille » is open to
 * them before any membership, and the application of each child is made from there.
 */
export function FamilyNotice() {
  return (
    <Alert tone="info" title="Vous inscrivez vos enfants ?">
      Ajoutez-les dans <Link to={AUTH_PATHS.family}>Ma famille</Link> : vous y enverrez leur candidature, sans avoir à adhérer vous-même.
    </Alert>
  );
}
