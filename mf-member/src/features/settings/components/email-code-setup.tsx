import { authErrorMessage } from '@club/auth';
import { toast, useMutation } from '@club/stack';
import { Alert, Button, Cluster, Stack, Text } from '@club/ui';
import { FormError, FormRoot, SubmitButton, TextField, useZodForm } from '@club/ui/forms';
import { confirmTwoFactor, sendEmailTwoFactorCode } from '../../../shared/account-actions';
import { applyAuthError } from '../../../shared/apply-auth-error';
import { TotpCodeSchema, type TotpCodeValues } from '../settings-schemas';

/**
 * Step 2 of the e-mail method (issue 32): a code was e-mailed; the validation en deux étapes is on only once it is typed
 * back, which proves that the codes of every sign-in will arrive.
 */
export function EmailCodeSetup({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const form = useZodForm(TotpCodeSchema, { defaultValues: { code: '' } });
  const confirm = useMutation({ mutationFn: (code: string) => confirmTwoFactor('otp', code) });
  const resend = useMutation({ mutationFn: sendEmailTwoFactorCode });

  const onSubmit = async ({ code }: TotpCodeValues) => {
    try {
      await confirm.mutateAsync(code);
      toast.success('Validation en deux étapes activée : un code vous sera envoyé par e-mail à chaque connexion');
      onDone();
    } catch (error) {
      applyAuthError(error, form.setError, ['code'], 'Code incorrect ou expiré. Vérifiez le dernier e-mail reçu, ou demandez un nouveau code.');
    }
  };

  const sendAgain = () =>
    resend.mutate(undefined, {
      onSuccess: () => toast.success('Un nouveau code vous a été envoyé par e-mail'),
      onError: (error) => toast.error(authErrorMessage(error, "Le code n'a pas pu être envoyé. Veuillez réessayer.")),
    });

  return (
    <FormRoot form={form} onSubmit={onSubmit} aria-label="Confirmer la validation en deux étapes par e-mail">
      <Stack>
        <Alert tone="info" title="Code envoyé">
          Un code à 6 chiffres vient de vous être envoyé par e-mail. Il est valable 3 minutes.
        </Alert>
        <Text>Saisissez-le pour activer la validation en deux étapes : à chaque connexion, un nouveau code vous sera envoyé de la même façon.</Text>
        <FormError />
        <TextField name="code" label="Code reçu par e-mail" autoComplete="one-time-code" inputMode="numeric" required />
        <Cluster>
          <SubmitButton pending={confirm.isPending} pendingLabel="Vérification…">
            Activer la validation en deux étapes
          </SubmitButton>
          <Button variant="secondary" onClick={sendAgain} disabled={resend.isPending} aria-busy={resend.isPending}>
            Renvoyer un code
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            Annuler
          </Button>
        </Cluster>
      </Stack>
    </FormRoot>
  );
}
