import { AUTH_PATHS, landingPath, useSession } from '@club/auth';
import { authCodeMessage } from '@club/contracts';
import { useRouteError, useSearchParams } from '@club/stack';
import { Alert, ButtonLink, Cluster, ErrorView, Stack } from '@club/ui';
import { AuthCard } from '../../shared/components/auth-card';
import { InvalidVerifyLinkError } from './api/verify-email';

/** /auth/verify/success: signed in already (auto sign-in after verification) → continue; else sign in. */
export function VerifySuccessPage() {
  const { session } = useSession();
  return (
    <AuthCard title="Adresse e-mail vérifiée">
      <Stack gap="md">
        <Alert tone="success">Votre adresse e-mail est vérifiée : votre compte est activé.</Alert>
        {session ? <ButtonLink to={landingPath(session.user.role)}>Continuer</ButtonLink> : <ButtonLink to={AUTH_PATHS.login}>Se connecter</ButtonLink>}
      </Stack>
    </AuthCard>
  );
}

/** /auth/verify/error?error=CODE: the French message of the code, and how to get a new link. */
export function VerifyErrorPage() {
  const [searchParams] = useSearchParams();
  const message = authCodeMessage(searchParams.get('error'), 'La vérification de votre adresse e-mail a échoué.');
  return (
    <AuthCard title="Échec de la vérification">
      <Stack gap="md">
        <Alert tone="error">{message}</Alert>
        <Cluster>
          <ButtonLink to={AUTH_PATHS.sendVerificationEmail}>Recevoir un nouveau lien</ButtonLink>
          <ButtonLink to={AUTH_PATHS.login} variant="secondary">
            Se connecter
          </ButtonLink>
        </Cluster>
      </Stack>
    </AuthCard>
  );
}

/** Error element of /auth/verify: a malformed link (unknown keys, no token) or a failed request. */
export function VerifyRouteError() {
  const error = useRouteError();
  if (error instanceof InvalidVerifyLinkError) {
    return <ErrorView headingLevel={1} title="Lien de vérification invalide" message={error.message} homeLink />;
  }
  return <ErrorView headingLevel={1} onRetry={() => window.location.reload()} homeLink />;
}
