import { AUTH_PATHS, destinationAfterSignIn } from '@club/auth';
import { Link, useNavigate, useQueryClient, useSearchParams } from '@club/stack';
import { useState } from 'react';
import { AuthCard } from '../../shared/components/auth-card';
import type { SignInResult } from './api/sign-in';
import { LoginForm } from './components/login-form';
import { TwoFactorStep } from './components/two-factor-step';
import type { TwoFactorMethod } from './login-schema';

/** /auth/login[?redirect=…]: credentials, then the second factor when the account has one. */
export function LoginPage() {
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [twoFactorMethods, setTwoFactorMethods] = useState<TwoFactorMethod[] | null>(null);

  const goOn = async () => {
    const destination = await destinationAfterSignIn({ queryClient, redirect });
    await navigate(destination, { replace: true });
  };

  const onResult = async (result: SignInResult) => {
    if (result.kind === 'two-factor') setTwoFactorMethods(result.methods);
    else await goOn();
  };

  if (twoFactorMethods) {
    return (
      <AuthCard title="Validation en deux étapes">
        <TwoFactorStep methods={twoFactorMethods} onVerified={goOn} onCancel={() => setTwoFactorMethods(null)} />
      </AuthCard>
    );
  }

  const registerTo = redirect ? `${AUTH_PATHS.register}?${new URLSearchParams({ redirect }).toString()}` : AUTH_PATHS.register;
  return (
    <AuthCard
      title="Connexion"
      intro="Connectez-vous pour accéder à votre espace."
      footer={
        <>
          <Link to={AUTH_PATHS.forgotPassword}>Mot de passe oublié ?</Link>
          <span>
            Pas encore de compte ? <Link to={registerTo}>Créer un compte</Link>
          </span>
          <Link to={AUTH_PATHS.sendVerificationEmail}>Renvoyer l'e-mail de vérification</Link>
        </>
      }
    >
      <LoginForm onResult={onResult} />
    </AuthCard>
  );
}
