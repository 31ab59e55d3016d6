import { authErrorMessage } from '@club/auth';
import { toast } from '@club/stack';
import { Button, Cluster, Stack, Text } from '@club/ui';
import { CheckboxField, FormError, FormRoot, SubmitButton, TextField, useZodForm } from '@club/ui/forms';
import { useEffect, useRef } from 'react';
import { useSendTwoFactorOtp, useVerifyTwoFactor } from '../api/two-factor';
import { TwoFactorInputSchema, type TwoFactorInput, type TwoFactorMethod } from '../login-schema';
import { TwoFactorMethodPicker } from './two-factor-method-picker';

const OTP_SENT_MESSAGE = 'Un code à 6 chiffres vient de vous être envoyé par e-mail.';
const VERIFY_FAILED_MESSAGE = 'Vérification impossible. Veuillez réessayer.';

const CODE_FIELD: Record<TwoFactorMethod, { label: string; hint: string }> = {
  otp: { label: 'Code reçu par e-mail', hint: 'Le code est valable quelques minutes.' },
  totp: { label: "Code de l'application d'authentification", hint: 'Le code à 6 chiffres affiché par votre application.' },
  backup: { label: 'Code de secours', hint: "Un des codes de secours fournis à l'activation de la validation en deux étapes." },
};

export interface TwoFactorStepProps {
  methods: readonly TwoFactorMethod[];
  onVerified: () => Promise<void> | void;
  onCancel: () => void;
}

/** Second step of a sign-in with two-factor on: e-mailed code (with resend), app code or backup code. */
export function TwoFactorStep({ methods, onVerified, onCancel }: TwoFactorStepProps) {
  const form = useZodForm(TwoFactorInputSchema, { defaultValues: { method: methods[0] ?? 'backup', code: '', trustDevice: false } });
  const method = form.watch('method');
  const sendOtp = useSendTwoFactorOtp();
  const verify = useVerifyTwoFactor();
  const sentOnce = useRef(false);

  const requestOtp = async () => {
    try {
      await sendOtp.mutateAsync();
      toast.success(OTP_SENT_MESSAGE);
    } catch (error) {
      form.setError('root', { type: 'server', message: authErrorMessage(error, "L'envoi du code a échoué. Veuillez réessayer.") });
    }
  };

  useEffect(() => {
    // The e-mailed code is sent as soon as that method is shown, once (not again on re-render).
    if (method !== 'otp' || sentOnce.current) return;
    sentOnce.current = true;
    void requestOtp();
  });

  const onSubmit = async (values: TwoFactorInput) => {
    try {
      await verify.mutateAsync(values);
    } catch (error) {
      form.setError('root', { type: 'server', message: authErrorMessage(error, VERIFY_FAILED_MESSAGE) });
      return;
    }
    await onVerified();
  };

  const field = CODE_FIELD[method];
  const emailOnly = methods.length === 1 && methods[0] === 'otp';
  return (
    <FormRoot form={form} onSubmit={onSubmit} aria-label="Validation en deux étapes">
      <Stack>
        <Text>
          {emailOnly
            ? 'Votre compte est protégé par la validation en deux étapes : saisissez le code reçu par e-mail pour terminer la connexion.'
            : 'Votre compte est protégé par la validation en deux étapes. Saisissez le code demandé pour terminer la connexion.'}
        </Text>
        <FormError />
        <TwoFactorMethodPicker methods={methods} />
        <TextField
          key={method}
          name="code"
          label={field.label}
          hint={field.hint}
          autoComplete="one-time-code"
          inputMode={method === 'backup' ? 'text' : 'numeric'}
          required
        />
        <CheckboxField name="trustDevice" label="Faire confiance à cet appareil pendant 30 jours" />
        <Cluster>
          <SubmitButton pending={verify.isPending} pendingLabel="Vérification…">
            Vérifier
          </SubmitButton>
          {method === 'otp' ? (
            <Button variant="secondary" onClick={() => void requestOtp()} disabled={sendOtp.isPending} aria-busy={sendOtp.isPending}>
              Renvoyer le code
            </Button>
          ) : null}
          <Button variant="ghost" onClick={onCancel}>
            Annuler
          </Button>
        </Cluster>
      </Stack>
    </FormRoot>
  );
}
