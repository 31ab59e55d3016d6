import { confirmTwoFactor } from '../../../shared/account-actions';
import { styled, toast, useMutation } from '@club/stack';
import { Button, Cluster, Stack, Text } from '@club/ui';
import { FormError, FormRoot, SubmitButton, TextField, useZodForm } from '@club/ui/forms';
import { applyAuthError } from '../../../shared/apply-auth-error';
import { TotpCodeSchema, type TotpCodeValues } from '../settings-schemas';
import { BackupCodes } from './backup-codes';
import { QrCode } from './qr-code';

const Secret = styled.code`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  letter-spacing: 0.05em;
  overflow-wrap: anywhere;
`;

/** The secret of an `otpauth://` URI, in groups of four for typing it by hand. */
function secretOf(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

interface TotpSetupProps {
  totpURI: string;
  backupCodes: string[];
  onDone: () => void;
  onCancel: () => void;
}

/** Step 2 of turning two-factor on: scan (or type) the secret, keep the backup codes, prove it with a code. */
export function TotpSetup({ totpURI, backupCodes, onDone, onCancel }: TotpSetupProps) {
  const form = useZodForm(TotpCodeSchema, { defaultValues: { code: '' } });
  const confirm = useMutation({ mutationFn: (code: string) => confirmTwoFactor('totp', code) });

  const onSubmit = async ({ code }: TotpCodeValues) => {
    try {
      await confirm.mutateAsync(code);
      toast.success('Validation en deux étapes activée');
      onDone();
    } catch (error) {
      applyAuthError(error, form.setError, ['code'], "Code invalide. Vérifiez l'heure de votre téléphone et réessayez.");
    }
  };

  return (
    <Stack>
      <Text>1. Scannez ce QR code avec votre application d'authentification (Google Authenticator, Aegis, FreeOTP…).</Text>
      <QrCode value={totpURI} label="QR code à scanner avec votre application d'authentification" />
      <Text>
        Ou saisissez cette clé dans l'application : <Secret aria-label="Clé secrète">{secretOf(totpURI)}</Secret>
      </Text>
      <Text>2. Gardez vos codes de secours.</Text>
      <BackupCodes codes={backupCodes} />
      <FormRoot form={form} onSubmit={onSubmit} aria-label="Confirmer la validation en deux étapes">
        <Stack>
          <Text>3. Saisissez le code à 6 chiffres affiché par l'application pour terminer.</Text>
          <FormError />
          <TextField name="code" label="Code de l'application" autoComplete="one-time-code" inputMode="numeric" required />
          <Cluster>
            <SubmitButton pending={confirm.isPending} pendingLabel="Vérification…">
              Activer la validation en deux étapes
            </SubmitButton>
            <Button variant="ghost" onClick={onCancel}>
              Annuler
            </Button>
          </Cluster>
        </Stack>
      </FormRoot>
    </Stack>
  );
}
