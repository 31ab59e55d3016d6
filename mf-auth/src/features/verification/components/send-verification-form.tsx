import { authErrorMessage } from '@club/auth';
import { EmailSchema } from '@club/contracts';
import { Alert, Stack } from '@club/ui';
import { FormError, FormRoot, SubmitButton, TextField, useZodForm } from '@club/ui/forms';
import { z } from 'zod';
import { useSendVerificationEmail } from '../api/send-verification-email';

const SendVerificationSchema = z.object({ email: EmailSchema });

const VERIFICATION_SENT_MESSAGE = "Si cette adresse correspond à un compte qui n'est pas encore vérifié, un nouvel e-mail de vérification vient de lui être envoyé.";

export function SendVerificationForm() {
  const form = useZodForm(SendVerificationSchema, { defaultValues: { email: '' } });
  const send = useSendVerificationEmail();

  const onSubmit = async ({ email }: z.output<typeof SendVerificationSchema>) => {
    try {
      await send.mutateAsync(email);
    } catch (error) {
      form.setError('root', { type: 'server', message: authErrorMessage(error, "L'envoi de l'e-mail a échoué. Veuillez réessayer.") });
    }
  };

  if (send.isSuccess) return <Alert tone="success">{VERIFICATION_SENT_MESSAGE}</Alert>;

  return (
    <FormRoot form={form} onSubmit={onSubmit} aria-label="Renvoyer l'e-mail de vérification">
      <Stack>
        <FormError />
        <TextField name="email" label="Adresse e-mail" type="email" autoComplete="email" required />
        <SubmitButton pending={send.isPending} fullWidth>
          Renvoyer l'e-mail
        </SubmitButton>
      </Stack>
    </FormRoot>
  );
}
