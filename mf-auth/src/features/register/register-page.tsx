import { AUTH_PATHS } from '@club/auth';
import { Link, useSearchParams } from '@club/stack';
import { AuthCard } from '../../shared/components/auth-card';
import { RegisterForm } from './components/register-form';

/** /auth/register: first name, last name, e-mail and password (twice). */
export function RegisterPage() {
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const loginTo = redirect ? `${AUTH_PATHS.login}?${new URLSearchParams({ redirect }).toString()}` : AUTH_PATHS.login;
  return (
    <AuthCard
      title="Créer un compte"
      intro="Créez votre compte, puis complétez votre candidature à l'association."
      footer={
        <span>
          Vous avez déjà un compte ? <Link to={loginTo}>Se connecter</Link>
        </span>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
