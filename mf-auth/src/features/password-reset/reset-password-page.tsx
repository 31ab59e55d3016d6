import { AUTH_PATHS } from '@club/auth';
import { authCodeMessage } from '@club/contracts';
import { Link, useSearchParams } from '@club/stack';
import { Alert, ButtonLink, Stack } from '@club/ui';
import { AuthCard } from '../../shared/components/auth-card';
import { ResetPasswordForm } from './components/reset-password-form';

const MISSING_TOKEN_MESSAGE = 'Ce lien de réinitialisation est incomplet. Demandez un nouveau lien.';

/** /auth/reset-password?token=…: the link of the reset e-mail (the API adds ?error=… when it is no longer valid). */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const error = searchParams.get('error');
  const problem = error ? authCodeMessage(error, 'Ce lien de réinitialisation est invalide.') : token ? null : MISSING_TOKEN_MESSAGE;

  return (
    <AuthCard
      title="Nouveau mot de passe"
      intro={problem ? undefined : 'Choisissez votre nouveau mot de passe.'}
      footer={<Link to={AUTH_PATHS.login}>Retour à la connexion</Link>}
    >
      {problem || !token ? (
        <Stack gap="md">
          <Alert tone="error">{problem}</Alert>
          <ButtonLink to={AUTH_PATHS.forgotPassword}>Demander un nouveau lien</ButtonLink>
        </Stack>
      ) : (
        <ResetPasswordForm token={token} />
      )}
    </AuthCard>
  );
}
