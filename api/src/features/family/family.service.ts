import { randomUUID } from 'node:crypto';
import {
  ageOn,
  FAMILY_ADDRESS_DOMAIN,
  FAMILY_ADULT_AGE,
  FAMILY_OWN_LOGIN_AGE,
  isFamilyAddress,
  type FamilyLoginInput,
  type FamilyMember,
  type FamilyMemberInput,
  type FamilyRelationship,
} from '@club/contracts';
import type { Actor } from '../../shared/auth/actor';
import { requireActor } from '../../shared/auth/require-actor';
import type { Db, ServiceContext } from '../../shared/service-context';
import { recordAudit } from '../audit/audit.service';
import type { PasswordResetRequest } from '../auth/password-reset-request';
import {
  adultNowError,
  adultOnlyError,
  alreadyHasLoginError,
  emailTakenError,
  familyMemberNotFoundError,
  mustBeMinorError,
  tooYoungForLoginError,
} from './family-errors';
import {
  dateOfBirthOf,
  deletePerson,
  emailInUse,
  findFamilyMember,
  type FamilyMemberRow,
  insertFamilyMember,
  listFamilyMembers,
  membershipsOfPeople,
  pendingApplicationsOfPeople,
  setLoginEmail,
  updateFamilyMember,
} from './family.repository';

export interface FamilyContext extends ServiceContext {
  requestReset: PasswordResetRequest;
}

const displayName = (input: { firstName: string; lastName: string }) => `${input.firstName} ${input.lastName}`;
const label = (person: { name: string }) => `${person.name} (membre de la famille)`;

/** The signed-in adult: a family member acting for someone else, or a minor, cannot hold a family. */
async function requireAdult(db: Db, actor: Actor | null, now: Date): Promise<Actor> {
  const adult = requireActor(actor);
  if (adult.guardian) throw adultOnlyError();
  const born = await dateOfBirthOf(db, adult.id);
  if (born && ageOn(born, now) < FAMILY_ADULT_AGE) throw adultOnlyError();
  return adult;
}

async function familyView(db: Db, rows: FamilyMemberRow[], now: Date): Promise<FamilyMember[]> {
  const ids = rows.map((row) => row.id);
  const [memberships, pending] = await Promise.all([membershipsOfPeople(db, ids), pendingApplicationsOfPeople(db, ids)]);
  return rows.map((row) => {
    const age = ageOn(row.date_of_birth ?? '', now);
    return {
      id: row.id,
      firstName: row.first_name ?? '',
      lastName: row.last_name ?? '',
      dateOfBirth: row.date_of_birth ?? '',
      relationship: row.relationship as FamilyRelationship,
      age,
      loginEmail: isFamilyAddress(row.email) ? null : row.email,
      managed: age < FAMILY_ADULT_AGE,
      memberships: memberships.filter((m) => m.user_id === row.id).map((m) => ({ sectionName: m.section_name, categoryName: m.category_name })),
      pendingApplications: pending.filter((p) => p.user_id === row.id).length,
      createdAt: row.created_at,
    };
  });
}

/** `GET /api/me/family`. */
export async function listFamily({ ctx, actor }: { ctx: ServiceContext; actor: Actor | null }): Promise<FamilyMember[]> {
  const adult = requireActor(actor);
  if (adult.guardian) throw adultOnlyError();
  return familyView(ctx.db, await listFamilyMembers(ctx.db, adult.id), ctx.now());
}

async function viewOne(db: Db, guardianId: string, personId: string, now: Date): Promise<FamilyMember> {
  const row = await findFamilyMember(db, guardianId, personId);
  if (!row) throw familyMemberNotFoundError();
  const [view] = await familyView(db, [row], now);
  return view as FamilyMember;
}

/** `POST /api/me/family`: a minor the adult is responsible for, as a person without a login. */
export async function addFamilyMember({ ctx, actor, input }: { ctx: ServiceContext; actor: Actor | null; input: FamilyMemberInput }): Promise<FamilyMember> {
  const now = ctx.now();
  const adult = await requireAdult(ctx.db, actor, now);
  if (ageOn(input.dateOfBirth, now) >= FAMILY_ADULT_AGE) throw mustBeMinorError();
  const id = randomUUID();
  const name = displayName(input);
  await ctx.db.transaction().execute(async (trx) => {
    await insertFamilyMember(
      trx,
      {
        id,
        email: `${id}@${FAMILY_ADDRESS_DOMAIN}`,
        name,
        first_name: input.firstName,
        last_name: input.lastName,
        date_of_birth: input.dateOfBirth,
        now: now.toISOString(),
      },
      { guardian_id: adult.id, relationship: input.relationship },
    );
    await recordAudit(trx, now, {
      action: 'family.add',
      actor: { id: adult.id, name: adult.name },
      target: { id, label: label({ name }) },
      details: { relationship: input.relationship },
    });
  });
  return viewOne(ctx.db, adult.id, id, now);
}

/** The family member the adult still acts for (under 18), or the French refusal. */
export async function managedFamilyMember(db: Db, guardianId: string, personId: string, now: Date): Promise<FamilyMemberRow> {
  const row = await findFamilyMember(db, guardianId, personId);
  if (!row) throw familyMemberNotFoundError();
  if (!row.date_of_birth || ageOn(row.date_of_birth, now) >= FAMILY_ADULT_AGE) throw adultNowError();
  return row;
}

/** `PATCH /api/me/family/:personId`: names, date of birth and relationship. */
export async function updateFamilyMemberDetails({
  ctx,
  actor,
  input,
}: {
  ctx: ServiceContext;
  actor: Actor | null;
  input: FamilyMemberInput & { personId: string };
}): Promise<FamilyMember> {
  const now = ctx.now();
  const adult = await requireAdult(ctx.db, actor, now);
  await managedFamilyMember(ctx.db, adult.id, input.personId, now);
  if (ageOn(input.dateOfBirth, now) >= FAMILY_ADULT_AGE) throw mustBeMinorError();
  const name = displayName(input);
  await ctx.db.transaction().execute(async (trx) => {
    await updateFamilyMember(trx, adult.id, input.personId, {
      name,
      first_name: input.firstName,
      last_name: input.lastName,
      date_of_birth: input.dateOfBirth,
      relationship: input.relationship,
      now: now.toISOString(),
    });
    await recordAudit(trx, now, { action: 'family.update', actor: { id: adult.id, name: adult.name }, target: { id: input.personId, label: label({ name }) } });
  });
  return viewOne(ctx.db, adult.id, input.personId, now);
}

/**
 * `DELETE /api/me/family/:personId`: the person and all their data (memberships, applications, sign-ups,
 * certificate), as the deletion of an account. A teenager with their own login deletes it themselves.
 */
export async function removeFamilyMember({ ctx, actor, input }: { ctx: ServiceContext; actor: Actor | null; input: { personId: string } }): Promise<void> {
  const now = ctx.now();
  const adult = await requireAdult(ctx.db, actor, now);
  const person = await managedFamilyMember(ctx.db, adult.id, input.personId, now);
  if (!isFamilyAddress(person.email)) throw alreadyHasLoginError();
  await ctx.db.transaction().execute(async (trx) => {
    await deletePerson(trx, person.id);
    await recordAudit(trx, now, { action: 'family.remove', actor: { id: adult.id, name: adult.name }, target: { id: person.id, label: label(person) } });
  });
}

/**
 * `POST /api/me/family/:personId/login`: from 15, the teenager's own address becomes their account's, and
 * better-auth sends it the link to choose a password (the reset e-mail). The adult keeps acting for them until 18.
 */
export async function giveOwnLogin({
  ctx,
  actor,
  input,
}: {
  ctx: FamilyContext;
  actor: Actor | null;
  input: FamilyLoginInput & { personId: string };
}): Promise<FamilyMember> {
  const now = ctx.now();
  const adult = await requireAdult(ctx.db, actor, now);
  // The one thing an adult still does for a family member of 18 or more without a login: hand them their account.
  const person = await findFamilyMember(ctx.db, adult.id, input.personId);
  if (!person) throw familyMemberNotFoundError();
  if (!isFamilyAddress(person.email)) throw alreadyHasLoginError();
  if (ageOn(person.date_of_birth ?? '', now) < FAMILY_OWN_LOGIN_AGE) throw tooYoungForLoginError();
  const email = input.email.toLowerCase();
  if (isFamilyAddress(email) || (await emailInUse(ctx.db, email))) throw emailTakenError();
  await ctx.db.transaction().execute(async (trx) => {
    await setLoginEmail(trx, person.id, email, now.toISOString());
    await recordAudit(trx, now, {
      action: 'family.login',
      actor: { id: adult.id, name: adult.name },
      target: { id: person.id, label: `${person.name} (${email})` },
    });
  });
  await ctx.requestReset(email);
  return viewOne(ctx.db, adult.id, person.id, now);
}
