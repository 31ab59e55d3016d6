import { AUTH_PATHS, authErrorMessage } from '@club/auth';
import { PASSWORD_MIN_LENGTH } from '@club/contracts';
import { toast, useNavigate } from '@club/stack';
import { Stack } from '@club/ui';
import { FormError, FormRoot, SubmitButton, useZodForm } from '@club/ui/forms';
import { NewPasswordSchema } from '../../../shared/schemas/new-password';
import { PasswordField } from '../../../shared/components/password-field';
import { useResetPassword } from '../api/password-reset';

const PASSWORD_CHANGED_MESSAGE = 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.';

export function ResetPasswordForm({ token }: { token: string }) {
  const form = useZodForm(NewPasswordSchema, { defaultValues: { password: '', confirmPassword: '' } });
  const reset = useResetPassword();
  const navigate = useNavigate();

  const onSubmit = async ({ password }: { password: string }) => {
    try {
      await reset.mutateAsync({ token, newPassword: password });
    } catch (error) {
      form.setError('root', { type: 'server', message: authErrorMessage(error, 'La modification du mot de passe a échoué.') });
      return;
    }
    toast.success(PASSWORD_CHANGED_MESSAGE);
    await navigate(AUTH_PATHS.login, { replace: true });
  };

  return (
    <FormRoot form={form} onSubmit={onSubmit} aria-label="Nouveau mot de passe">
      <Stack>
        <FormError />
        <PasswordField name="password" label="Nouveau mot de passe" autoComplete="new-password" hint={`${PASSWORD_MIN_LENGTH} caractères au minimum.`} />
        <PasswordField name="confirmPassword" label="Confirmation du mot de passe" autoComplete="new-password" toggleLabel="Afficher la confirmation" />
        <SubmitButton pending={reset.isPending} fullWidth>
          Enregistrer le nouveau mot de passe
        </SubmitButton>
      </Stack>
    </FormRoot>
  );
}
