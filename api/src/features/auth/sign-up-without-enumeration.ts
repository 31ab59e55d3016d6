import { DEFAULT_ROLE } from '@club/contracts';
import type { BetterAuthOptions } from 'better-auth';
import type { Env } from '../../env';
import type { Mail } from '../../shared/mail/mailer';
import { existingAccountEmail } from '../../shared/mail/templates/auth-emails';

type EmailAndPasswordOptions = NonNullable<BetterAuthOptions['emailAndPassword']>;

/**
 * A sign-up with an address that already has an account answers like a new one (ADR 158). better-auth
 * answers it with a stand-in user (`requireEmailVerification`); that user lacks the role the admin plugin
 * gives new accounts (`"role": null` against `"user"`) unless it is built here. The mailbox gets one e-mail
 * either way (a notice instead of the verification link), which also keeps the two answers equally long.
 */
export function signUpWithoutEnumeration(
  env: Env,
  send: (mail: Mail) => Promise<void>,
): Pick<EmailAndPasswordOptions, 'customSyntheticUser' | 'onExistingUserSignUp'> {
  const page = (path: string) => `${env.SITE_URL}${path}`;
  return {
    customSyntheticUser: ({ coreFields, additionalFields, id }) => ({ ...coreFields, ...additionalFields, role: DEFAULT_ROLE, id }),
    onExistingUserSignUp: async ({ user }) => {
      await send(
        existingAccountEmail(env.SITE_NAME, user, {
          login: page('/auth/login'),
          forgotPassword: page('/auth/forgot-password'),
          ...(user.emailVerified ? {} : { sendVerification: page('/auth/send-verification-email') }),
        }),
      );
    },
  };
}
