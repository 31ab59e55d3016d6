import { AUTH_PATHS } from '@club/auth';
import { Link, useLocation } from '@club/stack';
import { Alert, ButtonLink, EmailAddress, Stack, Text } from '@club/ui';
import { AuthCard } from '../../shared/components/auth-card';

function emailFromState(state: unknown): string | null {
  if (typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string') return state.email;
  return null;
}

/**
 * /auth/account-created. Worded for both cases better-auth cannot tell apart without revealing who
 * has an account: a new address gets its verification e-mail; a known one is told to sign in.
 */
export function AccountCreatedPage() {
  const email = emailFromState(useLocation().state);
  return (
    <AuthCard
      title="Vérifiez votre boîte de réception"
      footer={<Link to={AUTH_PATHS.sendVerificationEmail}>Je n'ai rien reçu : renvoyer l'e-mail de vérification</Link>}
    >
      <Stack gap="md">
        <Alert tone="success" role={undefined}>
          {email ? (
            <>
              Si l'adresse <EmailAddress as="strong">{email}</EmailAddress> n'était pas encore inscrite, un e-mail de vérification vient de lui être envoyé.
            </>
          ) : (
            "Si cette adresse n'était pas encore inscrite, un e-mail de vérification vient de lui être envoyé."
          )}
        </Alert>
        <Text>Ouvrez-le et cliquez sur le lien qu'il contient pour activer votre compte. Pensez à regarder dans vos courriers indésirables.</Text>
        <Text>
          Vous aviez déjà un compte avec cette adresse ? Connectez-vous, ou choisissez «&nbsp;Mot de passe oublié ?&nbsp;» si vous ne vous en souvenez plus.
        </Text>
        <ButtonLink to={AUTH_PATHS.login}>Aller à la connexion</ButtonLink>
      </Stack>
    </AuthCard>
  );
}
