import { authErrorMessage } from '@club/auth';
import { EmailSchema } from '@club/contracts';
import { Alert, Stack } from '@club/ui';
import { FormError, FormRoot, SubmitButton, TextField, useZodForm } from '@club/ui/forms';
import { z } from 'zod';
import { useRequestPasswordReset } from '../api/password-reset';

const ForgotPasswordSchema = z.object({ email: EmailSchema });

const RESET_LINK_SENT_MESSAGE =
  'Si un compte existe avec cette adresse, un e-mail contenant un lien de réinitialisation vient de lui être envoyé. Le lien est valable une heure.';

export function ForgotPasswordForm() {
  const form = useZodForm(ForgotPasswordSchema, { defaultValues: { email: '' } });
  const request = useRequestPasswordReset();

  const onSubmit = async ({ email }: z.output<typeof ForgotPasswordSchema>) => {
    try {
      await request.mutateAsync(email);
    } catch (error) {
      form.setError('root', { type: 'server', message: authErrorMessage(error, "L'envoi de l'e-mail a échoué. Veuillez réessayer.") });
    }
  };

  if (request.isSuccess) return <Alert tone="success">{RESET_LINK_SENT_MESSAGE}</Alert>;

  return (
    <FormRoot form={form} onSubmit={onSubmit} aria-label="Mot de passe oublié">
      <Stack>
        <FormError />
        <TextField name="email" label="Adresse e-mail" type="email" autoComplete="email" required />
        <SubmitButton pending={request.isPending} fullWidth>
          Recevoir le lien de réinitialisation
        </SubmitButton>
      </Stack>
    </FormRoot>
  );
}
