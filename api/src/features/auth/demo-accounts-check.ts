import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DEMO_ACCOUNTS } from './demo-identity.data';

const DEMO_DOMAIN = '@demo.asso.fr';

/**
 * Production refuses a database holding the seeded demo accounts: their password is public (README).
 * Returns the refusal line, or null. Deleting the users cascades to their sessions, applications,
 * memberships and bookings (migrations 0002, 0003), hence the one SQL statement offered.
 */
export async function demoAccountsRefusal(db: Kysely<Database>): Promise<string | null> {
  const rows = await db
    .selectFrom('users')
    .select('email')
    .where(
      'email',
      'in',
      DEMO_ACCOUNTS.map((account) => account.email),
    )
    .orderBy('email')
    .execute();
  if (!rows.length) return null;
  const emails = rows.map((row) => row.email).join(', ');
  return (
    `DATABASE_URL : la base contient les comptes de démonstration (${emails}), dont le mot de passe est public. ` +
    `Utilisez une base neuve pour la production, ou supprimez-les avec « DELETE FROM users WHERE email LIKE '%${DEMO_DOMAIN}'; » ` +
    '(leurs sessions, candidatures et réservations partent avec eux), puis créez votre administrateur avec « pnpm admin:create <e-mail> ».'
  );
}
