import { toast, useNavigate, useQueryClient } from '@club/stack';
import { useState } from 'react';
import { signOut } from './sign-out';

/**
 * What a "Se déconnecter" button does, wherever it is (the shell's header, the member's dashboard): ends
 * the session, forgets the person's cached data, says so and goes back to the home page; on failure, a
 * toast and the button is usable again.
 */
export function useSignOut(): { signOut: () => Promise<void>; pending: boolean } {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const run = async () => {
    setPending(true);
    try {
      await signOut({ queryClient });
    } catch {
      toast.error('La déconnexion a échoué. Veuillez réessayer.');
      setPending(false);
      return;
    }
    toast.success('Déconnexion effectuée.');
    await navigate('/', { replace: true });
  };
  return { signOut: run, pending };
}
