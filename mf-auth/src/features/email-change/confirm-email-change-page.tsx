import { EMAIL_CHANGE_MESSAGES } from '@club/contracts';
import { AUTH_PATHS, landingPath, useSession } from '@club/auth';
import { useSearchParams } from '@club/stack';
import { Alert, ButtonLink, EmailAddress, Stack, Text } from '@club/ui';
import { AuthCard } from '../../shared/components/auth-card';
import { useConfirmEmailChange } from './api/email-change-mutations';
import { linkToken } from './api/link-token';
import { LinkActionForm } from './components/link-action-form';

/** /email-change/confirm?token=…: the link sent to the new address; one click makes it the account's (ADR 160). */
export function ConfirmEmailChangePage() {
  const [search] = useSearchParams();
  const token = linkToken(search);
  const confirm = useConfirmEmailChange();
  const { session } = useSession();

  if (!token) {
    return (
      <AuthCard title="Confirmer votre nouvelle adresse e-mail">
        <Alert tone="error">{EMAIL_CHANGE_MESSAGES.malformedLink}</Alert>
      </AuthCard>
    );
  }
  if (confirm.data) {
    return (
      <AuthCard title="Adresse e-mail confirmée">
        <Stack gap="md">
          <Alert tone="success">
            Votre compte utilise désormais l'adresse <EmailAddress>{confirm.data.email}</EmailAddress> : c'est elle qui sert à vous connecter.
          </Alert>
          {session ? <ButtonLink to={landingPath(session.user.role)}>Continuer</ButtonLink> : <ButtonLink to={AUTH_PATHS.login}>Se connecter</ButtonLink>}
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Confirmer votre nouvelle adresse e-mail">
      <Stack gap="md">
        <Text>Cette adresse deviendra celle de votre compte. Votre ancienne adresse sera prévenue du changement, avec un lien pour l'annuler.</Text>
        <LinkActionForm
          label="Confirmer la nouvelle adresse"
          submitLabel="Confirmer ma nouvelle adresse"
          pendingLabel="Confirmation…"
          pending={confirm.isPending}
          onSubmit={() => confirm.mutateAsync(token)}
          fallback="La confirmation n'a pas pu aboutir. Veuillez réessayer."
        />
      </Stack>
    </AuthCard>
  );
}
