import { signOut } from '@club/auth';
import { toast, useNavigate, useQueryClient } from '@club/stack';
import { Button } from '@club/ui';
import { LogOut } from 'lucide-react';
import { useState } from 'react';

/** Ends the session, forgets the member's cached data and goes back to the home page. */
export function SignOutButton() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const onClick = async () => {
    setPending(true);
    try {
      await signOut({ queryClient });
    } catch {
      toast.error('La déconnexion a échoué. Veuillez réessayer.');
      setPending(false);
      return;
    }
    toast.success('Vous êtes déconnecté.');
    await navigate('/', { replace: true });
  };

  return (
    <Button variant="secondary" onClick={() => void onClick()} disabled={pending} aria-busy={pending}>
      <LogOut size={16} aria-hidden="true" focusable="false" />
      {pending ? 'Déconnexion…' : 'Se déconnecter'}
    </Button>
  );
}
