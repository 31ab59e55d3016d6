import { RoleSchema, type FirstLoginStatus, type Membership, type ProfileInput, type UserProfile } from '@club/contracts';
import { unauthenticatedError } from '../../shared/app-error';
import type { Actor } from '../../shared/auth/actor';
import type { IdentityContext } from '../../shared/auth/identity-context';
import { requireActor } from '../../shared/auth/require-actor';
import { latestApplicationOf } from '../applications/applications.service';
import { firstLoginStep } from './first-login-step';
import { findProfile, listMembershipRows, updateProfile, type ProfileRow } from './onboarding.repository';

const toProfile = (row: ProfileRow): UserProfile => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: RoleSchema.catch('user').parse(row.role),
  firstName: row.first_name,
  lastName: row.last_name,
  phone: row.phone,
  dateOfBirth: row.date_of_birth,
});

async function currentProfile(ctx: IdentityContext, actor: Actor | null): Promise<UserProfile> {
  const row = await findProfile(ctx.db, requireActor(actor).id);
  // The session outlived its user (deleted meanwhile): treat as signed out.
  if (!row) throw unauthenticatedError();
  return toProfile(row);
}

/** `GET /api/first-login/status`: the step, the profile and the newest application. */
export async function getFirstLoginStatus({ ctx, actor }: { ctx: IdentityContext; actor: Actor | null }): Promise<FirstLoginStatus> {
  const profile = await currentProfile(ctx, actor);
  const latestApplication = await latestApplicationOf(ctx.db, profile.id);
  const profileComplete = Boolean(profile.firstName && profile.lastName && profile.phone && profile.dateOfBirth);
  const step = firstLoginStep({ role: profile.role, profileComplete, latestApplicationStatus: latestApplication?.status ?? null });
  return { step, profile, latestApplication };
}

/** Profile step: the four fields an application needs; the display name follows first and last name. */
export async function completeProfile({ ctx, actor, input }: { ctx: IdentityContext; actor: Actor | null; input: ProfileInput }): Promise<UserProfile> {
  const { id } = requireActor(actor);
  await updateProfile(ctx.db, id, {
    name: `${input.firstName} ${input.lastName}`,
    first_name: input.firstName,
    last_name: input.lastName,
    phone: input.phone,
    date_of_birth: input.dateOfBirth,
    updated_at: ctx.now().toISOString(),
  });
  await ctx.accounts.refresh(id);
  return currentProfile(ctx, actor);
}

/** The signed-in user's memberships, for the member home. */
export async function listMyMemberships({ ctx, actor }: { ctx: IdentityContext; actor: Actor | null }): Promise<Membership[]> {
  const { id } = requireActor(actor);
  return (await listMembershipRows(ctx.db, id)).map((row) => ({
    id: row.id,
    sectionId: row.section_id,
    sectionName: row.section_name,
    categoryId: row.category_id,
    categoryName: row.category_name,
    createdAt: row.created_at,
  }));
}
