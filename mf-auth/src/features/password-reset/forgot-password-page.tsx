import { AUTH_PATHS } from '@club/auth';
import { Link } from '@club/stack';
import { AuthCard } from '../../shared/components/auth-card';
import { ForgotPasswordForm } from './components/forgot-password-form';

/** /auth/forgot-password: asks for the e-mail that receives a reset link. */
export function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Mot de passe oublié"
      intro="Indiquez l'adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe."
      footer={<Link to={AUTH_PATHS.login}>Retour à la connexion</Link>}
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
