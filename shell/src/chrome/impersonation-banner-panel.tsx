import { AUTH_PATHS, authErrorMessage, loadAuthClient, refreshSession } from '@club/auth';
import { styled, toast, useNavigate } from '@club/stack';
import { Button } from '@club/ui';
import { useState } from 'react';

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-bottom: 4px solid ${({ theme }) => theme.colors.warning};
  font-weight: 600;
`;

const USERS_PAGE = `${AUTH_PATHS.admin}/users`;
const STOP_FAILED = 'Impossible de revenir à votre compte. Déconnectez-vous puis reconnectez-vous.';

/** 'Vous êtes connecté en tant que {name}' and the way back: stop-impersonating, then the users list. */
export default function ImpersonationBannerPanel({ name }: { name: string }) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const stop = async () => {
    setPending(true);
    try {
      const client = await loadAuthClient();
      const { error } = await client.admin.stopImpersonating();
      if (error) throw error;
      await refreshSession();
      await navigate(USERS_PAGE);
    } catch (error) {
      toast.error(authErrorMessage(error, STOP_FAILED));
    } finally {
      setPending(false);
    }
  };

  return (
    <Bar aria-label="Emprunt d'identité">
      <p>Connecté en tant que {name}</p>
      <Button size="sm" variant="secondary" onClick={() => void stop()} disabled={pending} aria-busy={pending}>
        Revenir à mon compte administrateur
      </Button>
    </Bar>
  );
}
