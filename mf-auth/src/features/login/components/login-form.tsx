import { AUTH_PATHS, authErrorCode, authErrorMessage } from '@club/auth';
import { Link } from '@club/stack';
import { Stack } from '@club/ui';
import { FormError, FormRoot, SubmitButton, TextField, useZodForm } from '@club/ui/forms';
import { PasswordField } from '../../../shared/components/password-field';
import { useSignIn, type SignInResult } from '../api/sign-in';
import { LoginInputSchema, type LoginInput } from '../login-schema';

const LOGIN_FAILED_MESSAGE = 'Connexion impossible. Veuillez réessayer.';

/** E-mail and password; hands the result (session opened, or second factor needed) to the page. */
export function LoginForm({ onResult }: { onResult: (result: SignInResult) => Promise<void> | void }) {
  const form = useZodForm(LoginInputSchema, { defaultValues: { email: '', password: '' } });
  const signIn = useSignIn();
  const failureCode = authErrorCode(signIn.error);

  const onSubmit = async (values: LoginInput) => {
    let result: SignInResult;
    try {
      result = await signIn.mutateAsync(values);
    } catch (error) {
      form.setError('root', { type: 'server', message: authErrorMessage(error, LOGIN_FAILED_MESSAGE) });
      return;
    }
    await onResult(result);
  };

  return (
    <FormRoot form={form} onSubmit={onSubmit} aria-label="Connexion">
      <Stack>
        <FormError />
        {failureCode === 'EMAIL_NOT_VERIFIED' ? (
          <p>
            Vous n'avez pas reçu l'e-mail ? <Link to={AUTH_PATHS.sendVerificationEmail}>Renvoyer l'e-mail de vérification</Link>
          </p>
        ) : null}
        <TextField name="email" label="Adresse e-mail" type="email" autoComplete="email" required />
        <PasswordField name="password" label="Mot de passe" autoComplete="current-password" />
        <SubmitButton pending={signIn.isPending} pendingLabel="Connexion en cours…" fullWidth>
          Se connecter
        </SubmitButton>
      </Stack>
    </FormRoot>
  );
}
