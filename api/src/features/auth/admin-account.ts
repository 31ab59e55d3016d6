import { EmailSchema, FirstNameSchema, LastNameSchema, PasswordSchema } from '@club/contracts';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import type { Auth } from './auth';
import { emailIsTaken } from './users.repository';

/** A refusal of `pnpm admin:create`, already worded for the person at the terminal. */
export class AdminAccountError extends Error {
  override readonly name = 'AdminAccountError';
}

const AdminInputSchema = z.object({
  email: EmailSchema.transform((email) => email.toLowerCase()),
  password: PasswordSchema,
  firstName: FirstNameSchema,
  lastName: LastNameSchema.optional(),
});
type AdminInput = z.input<typeof AdminInputSchema>;

/**
 * Creates an administrator through better-auth's own admin endpoint (server call without headers: no
 * session needed), so the password is hashed and stored exactly as a sign-up's. The e-mail is marked
 * verified; an admin has no onboarding step (first-login-step.ts), so they land on /admin at once.
 */
export async function createAdminAccount(deps: { auth: Auth; db: Kysely<Database> }, input: AdminInput): Promise<{ id: string; email: string }> {
  const parsed = AdminInputSchema.safeParse(input);
  if (!parsed.success) throw new AdminAccountError(parsed.error.issues.map((issue) => issue.message).join(' ; '));
  const { email, password, firstName, lastName } = parsed.data;
  if (await emailIsTaken(deps.db, email))
    throw new AdminAccountError(`Un compte existe déjà avec l'adresse ${email} : choisissez une autre adresse (rien n'a été modifié).`);
  const { user } = await deps.auth.api.createUser({
    body: {
      email,
      password,
      name: lastName ? `${firstName} ${lastName}` : firstName,
      role: 'admin',
      data: { emailVerified: true, firstName, ...(lastName ? { lastName } : {}) },
    },
  });
  return { id: user.id, email: user.email };
}
