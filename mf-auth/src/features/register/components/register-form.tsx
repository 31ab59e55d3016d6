import { AUTH_PATHS, authErrorMessage } from '@club/auth';
import { PASSWORD_MIN_LENGTH } from '@club/contracts';
import { useNavigate } from '@club/stack';
import { Stack } from '@club/ui';
import { FieldRow, FormError, FormRoot, RequiredFieldsNote, SubmitButton, TextField, useZodForm } from '@club/ui/forms';
import { PasswordField } from '../../../shared/components/password-field';
import { useSignUp } from '../api/sign-up';
import { RegisterInputSchema, type RegisterInput } from '../register-schema';

const SIGN_UP_FAILED_MESSAGE = 'La création du compte a échoué. Veuillez réessayer.';

export function RegisterForm() {
  const form = useZodForm(RegisterInputSchema, {
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  const signUp = useSignUp();
  const navigate = useNavigate();

  const onSubmit = async (values: RegisterInput) => {
    try {
      await signUp.mutateAsync(values);
    } catch (error) {
      form.setError('root', { type: 'server', message: authErrorMessage(error, SIGN_UP_FAILED_MESSAGE) });
      return;
    }
    await navigate(AUTH_PATHS.accountCreated, { state: { email: values.email } });
  };

  return (
    <FormRoot form={form} onSubmit={onSubmit} aria-label="Création de compte">
      <Stack>
        <RequiredFieldsNote />
        <FormError />
        <FieldRow minColumn="12rem">
          <TextField name="firstName" label="Prénom" autoComplete="given-name" required />
          <TextField name="lastName" label="Nom" autoComplete="family-name" required />
        </FieldRow>
        <TextField name="email" label="Adresse e-mail" type="email" autoComplete="email" required />
        <PasswordField name="password" label="Mot de passe" autoComplete="new-password" hint={`${PASSWORD_MIN_LENGTH} caractères au minimum.`} />
        <PasswordField name="confirmPassword" label="Confirmation du mot de passe" autoComplete="new-password" toggleLabel="Afficher la confirmation" />
        <SubmitButton pending={signUp.isPending} pendingLabel="Création du compte…" fullWidth>
          Créer mon compte
        </SubmitButton>
      </Stack>
    </FormRoot>
  );
}
