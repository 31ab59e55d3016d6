import { landingPath, refreshSession } from '@club/auth';
import type { Application } from '@club/contracts';
import { useNavigate } from '@club/stack';
import { Alert, Button, Stack } from '@club/ui';
import { membershipLabel } from '@club/ui-applications';
import { useState } from 'react';

/**
 * Onboarding finished (application approved, or a role that has none). The session still carries the
 * old role for up to 5 minutes: it is read again, past every cache, before going to the member area.
 */
export function CompleteStep({ application }: { application: Application | null }) {
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState(false);

  const goToDashboard = async () => {
    setPending(true);
    setFailed(false);
    try {
      const session = await refreshSession();
      await navigate(landingPath(session?.user.role), { replace: true });
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap="lg">
      <Alert tone="success" title="Votre adhésion est validée">
        {application?.status === 'approved'
          ? `Votre demande pour ${membershipLabel(application)} a été approuvée. Bienvenue dans l'association !`
          : 'Votre inscription est terminée.'}
      </Alert>
      {application?.reviewComments ? <p>Commentaire de l'association : «&nbsp;{application.reviewComments}&nbsp;»</p> : null}
      {failed ? <Alert tone="error">Votre session n'a pas pu être actualisée. Veuillez réessayer.</Alert> : null}
      <div>
        <Button onClick={() => void goToDashboard()} disabled={pending} aria-busy={pending}>
          {pending ? 'Ouverture…' : 'Accéder à mon espace membre'}
        </Button>
      </div>
    </Stack>
  );
}
