import { useSignOut } from '@club/auth';
import { Button } from '@club/ui';
import { LogOut } from 'lucide-react';

/** Ends the session, forgets the member's cached data and goes back to the home page. */
export function SignOutButton() {
  const { signOut, pending } = useSignOut();
  return (
    <Button variant="secondary" onClick={() => void signOut()} disabled={pending} aria-busy={pending}>
      <LogOut size={16} aria-hidden="true" focusable="false" />
      {pending ? 'Déconnexion…' : 'Se déconnecter'}
    </Button>
  );
}
