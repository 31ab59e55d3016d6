import { isAdminRole } from '@club/contracts';
import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SECTIONS, type DemoAccount } from './demo-identity.data';
import { normalizeSearchText } from '../../shared/search-text';
import { insertDemoClub } from '../clubs/clubs-demo.seed';
import { insertUserWithPassword } from './users.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
type CategoryIds = Map<string, { sectionId: string; categoryId: string }>;

async function seedSections(db: Kysely<Database>, createdAt: string): Promise<CategoryIds> {
  const ids: CategoryIds = new Map();
  const clubId = await insertDemoClub(db, createdAt);
  for (const section of DEMO_SECTIONS) {
    const sectionId = randomUUID();
    await db
      .insertInto('sections')
      .values({
        id: sectionId,
        club_id: clubId,
        name: section.name,
        description: section.description,
        sport: section.sport,
        season_fee_cents: section.seasonFeeCents,
        contact_name: null,
        contact_email: null,
        contact_phone: null,
        search_text: normalizeSearchText(section.name, section.sport, section.description),
        created_at: createdAt,
        updated_at: createdAt,
      })
      .execute();
    for (const [index, category] of section.categories.entries()) {
      const { name } = category;
      const categoryId = randomUUID();
      // Creation order is the display order (U11 before U13): one millisecond apart.
      const at = new Date(Date.parse(createdAt) + index).toISOString();
      await db
        .insertInto('categories')
        .values({
          id: categoryId,
          section_id: sectionId,
          name,
          description: '',
          min_age: category.minAge ?? null,
          max_age: category.maxAge ?? null,
          gender: category.gender ?? 'mixed',
          max_members: category.maxMembers ?? null,
          created_at: at,
          updated_at: at,
        })
        .execute();
      ids.set(`${section.name}/${name}`, { sectionId, categoryId });
    }
  }
  return ids;
}

async function seedAccount(db: Kysely<Database>, account: DemoAccount, createdAt: string): Promise<string> {
  const id = randomUUID();
  await insertUserWithPassword(
    db,
    {
      id,
      name: `${account.firstName} ${account.lastName}`,
      email: account.email,
      email_verified: 1,
      first_name: account.firstName,
      last_name: account.lastName,
      phone: account.profile?.phone ?? null,
      date_of_birth: account.profile?.dateOfBirth ?? null,
      role: account.role,
      created_at: createdAt,
      updated_at: createdAt,
    },
    // Hashed by better-auth's own hasher, so sign-in verifies it like any password set through the API.
    { id: randomUUID(), passwordHash: await hashPassword(DEMO_PASSWORD) },
  );
  return id;
}

async function seedApplications(db: Kysely<Database>, account: DemoAccount, userId: string, adminId: string, categories: CategoryIds, now: Date) {
  for (const application of account.applications) {
    const choice = categories.get(`${application.section}/${application.category}`);
    if (!choice) throw new Error(`demo seed: unknown category ${application.section}/${application.category}`);
    const createdAt = new Date(now.getTime() - application.daysAgo * DAY_MS - 3 * 60 * 60 * 1000).toISOString();
    const reviewed = application.status !== 'pending';
    const id = randomUUID();
    await db
      .insertInto('applications')
      .values({
        id,
        user_id: userId,
        section_id: choice.sectionId,
        category_id: choice.categoryId,
        motivation: application.motivation,
        emergency_contact_name: `Claire ${account.lastName}`,
        emergency_contact_phone: '06 70 80 90 10',
        medical_certificate_url: null,
        status: application.status,
        review_comments: application.comments ?? null,
        reviewer_id: reviewed ? adminId : null,
        created_at: createdAt,
        reviewed_at: reviewed ? new Date(Date.parse(createdAt) + 2 * DAY_MS).toISOString() : null,
      })
      .execute();
    if (application.status === 'approved') {
      await db
        .insertInto('memberships')
        .values({ id: randomUUID(), user_id: userId, section_id: choice.sectionId, category_id: choice.categoryId, application_id: id, created_at: createdAt })
        .execute();
    }
  }
}

/**
 * Demo sections, accounts (all with password Demo-Password-2026) and applications. Runs first among
 * the seeders: later ones (facilities reservations…) look the demo admin up by e-mail.
 */
export async function seedDemoIdentity(db: Kysely<Database>, now: Date): Promise<void> {
  const seasonStart = new Date(now.getTime() - 60 * DAY_MS).toISOString();
  const categories = await seedSections(db, seasonStart);
  const userIds = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) userIds.set(account.email, await seedAccount(db, account, seasonStart));
  const adminId = userIds.get(DEMO_ACCOUNTS.find((account) => isAdminRole(account.role))?.email ?? '');
  if (!adminId) throw new Error('demo seed: no admin account');
  for (const account of DEMO_ACCOUNTS) await seedApplications(db, account, userIds.get(account.email) ?? '', adminId, categories, now);
}
