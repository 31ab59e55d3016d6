import { randomUUID } from 'node:crypto';
import { ADMIN_ROLE, DEFAULT_ROLE, isFamilyAddress, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@club/contracts';
import { betterAuth, type SecondaryStorage } from 'better-auth';
import { admin, twoFactor } from 'better-auth/plugins';
import type { DatabaseHandle } from '../../db/database';
import type { Env } from '../../env';
import type { Mail, MailOutbox } from '../../shared/mail/mailer';
import { oneTimeCodeEmail, ownLoginInvitationEmail, passwordResetEmail, verificationEmail } from '../../shared/mail/templates/auth-emails';
import { ownLogin } from '../family/own-login.service';
import { accessControl, roles } from './access-control';
import { peopleAuditAfterHook } from '../audit/people-audit-hooks';
import { authBeforeHook } from './auth-hooks';
import { deleteFamilyMembersLeftAlone } from '../family/responsible-adults';
import { accountModel, adminPluginSchema, sessionModel, twoFactorPluginSchema, userModel, verificationModel } from './auth-schema';
import { withQuietAsyncContext } from './quiet-async-context';
import { sessionCacheVersion } from './session-cache-version';
import { signUpWithoutEnumeration } from './sign-up-without-enumeration';

const RESET_LINK_SECONDS = 60 * 60;
const VERIFICATION_LINK_SECONDS = 24 * 60 * 60;
/** better-auth's e-mailed two-factor codes last 3 minutes (its default period, ADR 022). */
const ONE_TIME_CODE_SECONDS = 3 * 60;

/** Set by the auth route from the socket (or a trusted proxy): the only IP header better-auth believes. */
export const CLIENT_IP_HEADER = 'x-club-client-ip';

export interface AuthDeps {
  env: Env;
  database: DatabaseHandle;
  outbox: MailOutbox;
  secondaryStorage?: SecondaryStorage;
  /** The clock of "upcoming" bookings in the people rules (fixed in tests). */
  now?: () => Date;
}

export function trustedOrigins(env: Env): string[] {
  return [...new Set([env.SITE_URL, ...env.CORS_ORIGINS, ...env.AUTH_TRUSTED_ORIGINS])];
}

/** The site's own page for a token link (spec §2: /auth/verify?token=…, /auth/reset-password?token=…). */
const pageLink = (env: Env, path: string, token: string) => `${env.SITE_URL}${path}?token=${encodeURIComponent(token)}`;

/**
 * better-auth for the club (ADR 020): one instance per process on the shared Kysely instance. Its calls
 * turn Node's promise hooks off again when they are over (quiet-async-context.ts, ADR 063).
 */
export function createAuth({ env, database, outbox, secondaryStorage, now = () => new Date() }: AuthDeps) {
  const siteName = env.SITE_NAME;
  // better-auth's own e-mails are written right after its change: its hooks give no transaction (ADR 167).
  const send = (mail: Mail, validSeconds: number) => outbox.enqueue(database.db, { ...mail, expiresAt: new Date(now().getTime() + validSeconds * 1000) });
  return withQuietAsyncContext(
    betterAuth({
      appName: siteName,
      baseURL: env.BETTER_AUTH_URL,
      basePath: '/api/auth',
      secret: env.BETTER_AUTH_SECRET,
      trustedOrigins: trustedOrigins(env),
      // "sqlite" selects better-auth's portable encoding on both engines: ISO text dates, 0/1 booleans (ADR 020).
      database: { db: database.db, type: 'sqlite' },
      ...(secondaryStorage ? { secondaryStorage } : {}),
      user: {
        ...userModel,
        // Issue 14: a member deletes their account after typing their password again (auth-hooks.ts).
        // Changing the address is the app's own flow (features/email-change, ADR 160): better-auth's asks for no password.
        changeEmail: { enabled: false },
        deleteUser: { enabled: true },
      },
      session: {
        ...sessionModel,
        storeSessionInDatabase: true,
        // Its signed cookie saves reading the session on each call, but is checked against the session's
        // state as /api/* sees it: a revocation, a ban or a role change applies at once (ADR 159).
        cookieCache: { enabled: true, maxAge: 5 * 60, version: sessionCacheVersion(database.db) },
      },
      account: accountModel,
      verification: verificationModel,
      emailAndPassword: {
        enabled: true,
        requireEmailVerification: true,
        minPasswordLength: PASSWORD_MIN_LENGTH,
        maxPasswordLength: PASSWORD_MAX_LENGTH,
        resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
        revokeSessionsOnPasswordReset: true,
        sendResetPassword: async ({ user, token }) => {
          // A family member without a login has an address no mail reaches (ADR 208).
          if (isFamilyAddress(user.email)) return;
          const link = pageLink(env, '/auth/reset-password', token);
          // A family member's first password: the login their adult gave them (ADR 208).
          const invitation = await ownLogin.invitationFrom(database.db, user.id, now());
          const mail = invitation ? ownLoginInvitationEmail(siteName, user, invitation, link) : passwordResetEmail(siteName, user, link);
          await send(mail, RESET_LINK_SECONDS);
        },
        // better-auth creates the credential account a family member lacks; the link also proved their address (ADR 208).
        onPasswordReset: async ({ user }) => {
          await ownLogin.addressConfirmed(database.db, user.id, now());
        },
        ...signUpWithoutEnumeration(env, (mail) => outbox.enqueue(database.db, mail)),
      },
      emailVerification: {
        sendOnSignUp: true,
        autoSignInAfterVerification: true,
        expiresIn: VERIFICATION_LINK_SECONDS,
        sendVerificationEmail: async ({ user, token }) => {
          await send(verificationEmail(siteName, user, pageLink(env, '/auth/verify', token)), VERIFICATION_LINK_SECONDS);
        },
      },
      rateLimit: {
        enabled: env.AUTH_RATE_LIMIT,
        window: 60,
        max: 100,
        customRules: signInRateRules(env),
        storage: secondaryStorage ? 'secondary-storage' : 'memory',
      },
      advanced: {
        database: { generateId: () => randomUUID(), validateSchema: database.dialect === 'sqlite' },
        ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
        // better-auth skips its origin check under a test runner; tests must see production behaviour.
        disableOriginCheck: false,
      },
      // Profile fields and people rules (ADR 087), checked with the app's contracts before better-auth writes.
      // The audit trail records each successful admin action on people right after it (ADR 104).
      hooks: { before: authBeforeHook({ db: database.db, now }), after: peopleAuditAfterHook({ db: database.db, now }) },
      // An account deleted (by its owner or an admin) takes with it the family members it was alone responsible for (ADR 210).
      databaseHooks: {
        user: {
          delete: {
            after: async () => {
              await deleteFamilyMembersLeftAlone(database.db, now());
            },
          },
        },
      },
      // Errors that are not better-auth's own (an AppError of a hook, a database failure) reach the app's
      // error handler instead of becoming an empty 500 (auth.routes.ts, ADR 088).
      onAPIError: { throw: true },
      plugins: [
        // One role per account (ADR 158): the admin role of the shared role model, and the role-values check of auth-hooks.ts.
        admin({ ac: accessControl, roles, defaultRole: DEFAULT_ROLE, adminRoles: [ADMIN_ROLE], schema: adminPluginSchema }),
        twoFactor({
          issuer: siteName,
          schema: twoFactorPluginSchema,
          otpOptions: {
            sendOTP: async ({ user, otp }) => {
              await send(oneTimeCodeEmail(siteName, user, otp), ONE_TIME_CODE_SECONDS);
            },
          },
        }),
      ],
    }),
  );
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Sign-in and sign-up attempts allowed per minute and client address. Stricter in production; the demo
 * is more lenient so that people trying the demo accounts one after the other are not locked out.
 */
function signInRateRules(env: Env) {
  const max = env.AUTH_SIGN_IN_RATE_LIMIT ?? (env.NODE_ENV === 'production' ? 10 : 30);
  const rule = { window: 60, max };
  // Reading one's own session is what every page does; limiting it only signs people out of the site.
  return { '/sign-in/*': rule, '/sign-up/*': rule, '/get-session': false as const };
}
