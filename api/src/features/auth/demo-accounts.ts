import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DEMO_ACCOUNTS } from './demo-identity.data';
import { deleteUsersByEmail, findExistingEmails } from './users.repository';

const demoEmails = () => DEMO_ACCOUNTS.map((account) => account.email);

/**
 * Production refuses a database holding the seeded demo accounts: their password is public (README).
 * Returns the refusal line, or null.
 */
export async function demoAccountsRefusal(db: Kysely<Database>): Promise<string | null> {
  const found = await findExistingEmails(db, demoEmails());
  if (!found.length) return null;
  return (
    `DATABASE_URL : la base contient les comptes de démonstration (${found.join(', ')}), dont le mot de passe est public. ` +
    'Utilisez une base neuve pour la production, ou supprimez-les avec « pnpm demo:remove » (même DATABASE_URL), ' +
    'puis créez votre administrateur avec « pnpm admin:create <e-mail> ».'
  );
}

/**
 * Deletes the seeded demo accounts (`pnpm demo:remove`). Through the app's connection, so that the
 * deletion cascades on SQLite too (foreign keys on): sessions, applications, memberships and bookings
 * go with them (migrations 0002, 0003). The demo's sections and facilities stay, to edit or delete.
 */
export async function removeDemoAccounts(db: Kysely<Database>): Promise<string[]> {
  return deleteUsersByEmail(db, demoEmails());
}
