import { authErrorCode, authErrorMessage, useSession } from '@club/auth';
import { disableTwoFactor, getMyTwoFactorMethod, regenerateBackupCodes, sendEmailTwoFactorCode, startTwoFactor } from '../../../shared/account-actions';
import { toast, useMutation, useQuery, useQueryClient } from '@club/stack';
import { Alert, Badge, Button, Cluster, LoadingView, Stack, Text } from '@club/ui';
import { lazy, Suspense, useState } from 'react';
import { PageSection } from '../../../shared/page';
import { BackupCodes } from './backup-codes';
import { PasswordConfirmationForm } from './password-confirmation-form';

// Turning two-factor on is rare: its setup (the QR code's encoder among it) loads when asked for, not with the page.
const TotpSetup = lazy(() => import('./totp-setup').then((module) => ({ default: module.TotpSetup })));
const EmailCodeSetup = lazy(() => import('./email-code-setup').then((module) => ({ default: module.EmailCodeSetup })));

type Step = { kind: 'idle' } | { kind: 'confirm-password' } | { kind: 'totp'; totpURI: string; backupCodes: string[] } | { kind: 'email-code' };

const twoFactorMethodKey = ['me', 'two-factor'] as const;

function TurnOn() {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const queryClient = useQueryClient();
  const start = useMutation({ mutationFn: startTwoFactor });
  // The e-mail method needs no password here: the code e-mailed to the address, typed back, turns it on (issue 32).
  const sendCode = useMutation({ mutationFn: sendEmailTwoFactorCode });
  const turnedOn = () => {
    void queryClient.invalidateQueries({ queryKey: twoFactorMethodKey });
    setStep({ kind: 'idle' });
  };

  if (step.kind === 'totp' || step.kind === 'email-code') {
    return (
      <Suspense fallback={<LoadingView />}>
        {step.kind === 'totp' ? (
          <TotpSetup totpURI={step.totpURI} backupCodes={step.backupCodes} onDone={turnedOn} onCancel={() => setStep({ kind: 'idle' })} />
        ) : (
          <EmailCodeSetup onDone={turnedOn} onCancel={() => setStep({ kind: 'idle' })} />
        )}
      </Suspense>
    );
  }
  if (step.kind === 'confirm-password') {
    return (
      <PasswordConfirmationForm
        label="Confirmer votre mot de passe"
        submitLabel="Continuer"
        pendingLabel="Vérification…"
        pending={start.isPending}
        fallback="La validation en deux étapes n'a pas pu être activée. Veuillez réessayer."
        onConfirm={async (password) => {
          const setup = await start.mutateAsync(password);
          setStep({ kind: 'totp', ...setup });
        }}
      >
        <Button variant="ghost" onClick={() => setStep({ kind: 'idle' })}>
          Annuler
        </Button>
      </PasswordConfirmationForm>
    );
  }
  return (
    <Stack>
      <Text>À chaque connexion, un code vous sera demandé en plus de votre mot de passe.</Text>
      <Cluster>
        <Button onClick={() => setStep({ kind: 'confirm-password' })}>Activer avec une application d'authentification</Button>
        <Button
          variant="secondary"
          disabled={sendCode.isPending}
          aria-busy={sendCode.isPending}
          onClick={() =>
            sendCode.mutate(undefined, {
              onSuccess: () => setStep({ kind: 'email-code' }),
              onError: (error) => toast.error(authErrorMessage(error, "Le code n'a pas pu être envoyé. Veuillez réessayer.")),
            })
          }
        >
          Recevoir les codes par e-mail
        </Button>
      </Cluster>
    </Stack>
  );
}

/**
 * better-auth keeps backup codes with an authenticator app only: with codes by e-mail it refuses to generate them
 * (TWO_FACTOR_NOT_ENABLED, although two-factor is on), which is said as such rather than as « not turned on ».
 */
const EMAIL_ONLY_NOTE =
  "Les codes de secours accompagnent une application d'authentification. Vos codes de connexion arrivent par e-mail : il n'y a pas de codes de secours à générer.";

/** What a sign-in asks, said for the method in use (issue 32: the e-mail method spoke of « votre application »). */
const TURNED_ON_TEXT = {
  app: "Un code vous est demandé à chaque connexion : celui de votre application d'authentification, ou un de vos codes de secours.",
  email: 'Un code vous est envoyé par e-mail à chaque connexion : saisissez le code reçu pour terminer la connexion.',
  unknown: 'Un code vous est demandé à chaque connexion.',
} as const;

function TurnedOn() {
  const { data: state } = useQuery({ queryKey: twoFactorMethodKey, queryFn: getMyTwoFactorMethod });
  const method = state?.method ?? 'unknown';
  const [codes, setCodes] = useState<string[] | null>(null);
  const [emailOnly, setEmailOnly] = useState(false);
  const [action, setAction] = useState<'none' | 'codes' | 'disable'>('none');
  const regenerate = useMutation({ mutationFn: regenerateBackupCodes });
  const disable = useMutation({ mutationFn: disableTwoFactor });
  const queryClient = useQueryClient();
  return (
    <Stack>
      <Text>{TURNED_ON_TEXT[method]}</Text>
      {codes ? <BackupCodes codes={codes} /> : null}
      {emailOnly ? <Alert tone="info">{EMAIL_ONLY_NOTE}</Alert> : null}
      {action === 'codes' ? (
        <PasswordConfirmationForm
          label="Nouveaux codes de secours"
          submitLabel="Générer de nouveaux codes"
          pendingLabel="Génération…"
          pending={regenerate.isPending}
          fallback="Les codes de secours n'ont pas pu être générés. Veuillez réessayer."
          onConfirm={async (password) => {
            try {
              setCodes(await regenerate.mutateAsync(password));
            } catch (error) {
              if (authErrorCode(error) !== 'TWO_FACTOR_NOT_ENABLED') throw error;
              setEmailOnly(true);
            }
            setAction('none');
          }}
        />
      ) : null}
      {action === 'disable' ? (
        <PasswordConfirmationForm
          label="Désactiver la validation en deux étapes"
          submitLabel="Désactiver"
          pendingLabel="Désactivation…"
          variant="danger"
          pending={disable.isPending}
          fallback="La validation en deux étapes n'a pas pu être désactivée. Veuillez réessayer."
          onConfirm={async (password) => {
            await disable.mutateAsync(password);
            void queryClient.invalidateQueries({ queryKey: twoFactorMethodKey });
            toast.success('Validation en deux étapes désactivée');
            setAction('none');
            setCodes(null);
          }}
        />
      ) : null}
      {action === 'none' ? (
        <Cluster>
          {/* Backup codes go with an app: better-auth keeps none for codes by e-mail. */}
          {method === 'email' ? null : (
            <Button variant="secondary" onClick={() => setAction('codes')}>
              Régénérer les codes de secours
            </Button>
          )}
          <Button variant="danger" onClick={() => setAction('disable')}>
            Désactiver la validation en deux étapes
          </Button>
        </Cluster>
      ) : (
        <div>
          <Button variant="ghost" onClick={() => setAction('none')}>
            Annuler
          </Button>
        </div>
      )}
    </Stack>
  );
}

/** Two-factor on/off: an authenticator app (QR code, secret, backup codes) or codes by e-mail. */
export function TwoFactorSection() {
  const { session } = useSession();
  const enabled = session?.user.twoFactorEnabled === true;
  return (
    <PageSection id="double-authentification" title="Validation en deux étapes">
      <Cluster>
        <Text as="span">État :</Text>
        <Badge tone={enabled ? 'success' : 'info'}>{enabled ? 'Activée' : 'Désactivée'}</Badge>
      </Cluster>
      {enabled ? <TurnedOn /> : <TurnOn />}
    </PageSection>
  );
}
