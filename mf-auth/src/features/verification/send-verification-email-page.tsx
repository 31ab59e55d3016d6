import { AUTH_PATHS } from '@club/auth';
import { Link } from '@club/stack';
import { AuthCard } from '../../shared/components/auth-card';
import { SendVerificationForm } from './components/send-verification-form';

/** /auth/send-verification-email: a new verification link for an address not verified yet. */
export function SendVerificationEmailPage() {
  return (
    <AuthCard
      title="Renvoyer l'e-mail de vérification"
      intro="Le lien de vérification a expiré ou vous ne l'avez pas reçu ? Indiquez votre adresse e-mail pour en recevoir un nouveau."
      footer={<Link to={AUTH_PATHS.login}>Retour à la connexion</Link>}
    >
      <SendVerificationForm />
    </AuthCard>
  );
}
