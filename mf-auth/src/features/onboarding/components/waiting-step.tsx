import type { Application } from '@club/contracts';
import { Alert, Button, Cluster, Stack, Text } from '@club/ui';
import { formatLongDate } from '@club/ui/dates';
import { ApplicationStatusBadge, membershipLabel } from '@club/ui-applications';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useRefreshOnboarding } from '../api/onboarding-mutations';
import { ApplicationHistory } from './application-history';

/** Step 3: the application waits for an administrator; the person can check again at any time. */
export function WaitingStep({ application }: { application: Application | null }) {
  const refresh = useRefreshOnboarding();
  const [checking, setChecking] = useState(false);

  const check = async () => {
    setChecking(true);
    try {
      await refresh();
    } finally {
      setChecking(false);
    }
  };

  return (
    <Stack gap="lg">
      <Alert tone="info" title="Votre demande a bien été envoyée">
        Un administrateur de l'association va l'examiner. Vous recevrez l'accès à l'espace membre dès qu'elle sera approuvée.
      </Alert>
      {application ? (
        <Cluster gap="sm">
          <Text weight={600}>{membershipLabel(application)}</Text>
          <ApplicationStatusBadge status={application.status} />
          <Text size="sm" muted as="span">
            envoyée le {formatLongDate(application.createdAt)}
          </Text>
        </Cluster>
      ) : null}
      <div>
        <Button variant="secondary" onClick={() => void check()} disabled={checking} aria-busy={checking}>
          <RotateCw size={16} aria-hidden="true" focusable="false" />
          {checking ? 'Vérification…' : 'Actualiser le statut'}
        </Button>
      </div>
      <ApplicationHistory />
    </Stack>
  );
}
