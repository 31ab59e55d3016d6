import { EMAIL_CHANGE_MESSAGES } from '@club/contracts';
import { AUTH_PATHS } from '@club/auth';
import { useSearchParams } from '@club/stack';
import { Alert, ButtonLink, Stack, Text } from '@club/ui';
import { AuthCard } from '../../shared/components/auth-card';
import { useUndoEmailChange } from './api/email-change-mutations';
import { linkToken } from './api/link-token';
import { LinkActionForm } from './components/link-action-form';

const TITLE = "Annuler le changement d'adresse e-mail";

/**
 * /email-change/undo?token=…: the link sent to the old address. It acts only on a click (a mail client that
 * opens links to scan them must not undo a change), puts the old address back and signs everyone out (ADR 160).
 */
export function UndoEmailChangePage() {
  const [search] = useSearchParams();
  const token = linkToken(search);
  const undo = useUndoEmailChange();

  if (!token) {
    return (
      <AuthCard title={TITLE}>
        <Alert tone="error">{EMAIL_CHANGE_MESSAGES.malformedLink}</Alert>
      </AuthCard>
    );
  }
  if (undo.isSuccess) {
    return (
      <AuthCard title="Changement d'adresse annulé">
        <Stack gap="md">
          <Alert tone="success">Votre ancienne adresse e-mail est de nouveau celle de votre compte, et toutes les sessions ouvertes ont été déconnectées.</Alert>
          <Alert tone="warning" title="Ce changement ne venait pas de vous ?">
            Quelqu'un connaît sans doute votre mot de passe : choisissez-en un nouveau dès maintenant.
          </Alert>
          <ButtonLink to={AUTH_PATHS.forgotPassword}>Réinitialiser mon mot de passe</ButtonLink>
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={TITLE}>
      <Stack gap="md">
        <Text>
          L'adresse e-mail de votre compte vient d'être remplacée. Si vous annulez, votre ancienne adresse redevient celle du compte et toutes les sessions ouvertes
          sont déconnectées, y compris celle de la personne qui a fait le changement.
        </Text>
        <LinkActionForm
          label={TITLE}
          submitLabel="Annuler le changement et tout déconnecter"
          pendingLabel="Annulation…"
          pending={undo.isPending}
          variant="danger"
          onSubmit={() => undo.mutateAsync(token)}
          fallback="L'annulation n'a pas pu aboutir. Veuillez réessayer."
        />
      </Stack>
    </AuthCard>
  );
}
