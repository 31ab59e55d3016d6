import type { MemberProfile, MemberProfileInput } from '@club/contracts';
import { unauthenticatedError } from '../../shared/app-error';
import type { Actor } from '../../shared/auth/actor';
import { requireActor } from '../../shared/auth/require-actor';
import type { ServiceContext } from '../../shared/service-context';
import { findApplicationEmergencyContact, findIdentity, findMemberProfile, saveMemberProfile } from './member-profile.repository';

/** The member's emergency contact and visibility choices; the newest application's contact until one is saved. */
export async function getMemberProfile({ ctx, actor }: { ctx: ServiceContext; actor: Actor | null }): Promise<MemberProfile> {
  const { id } = requireActor(actor);
  const [identity, saved] = await Promise.all([findIdentity(ctx.db, id), findMemberProfile(ctx.db, id)]);
  // The session outlived its user (deleted meanwhile): treat as signed out.
  if (!identity) throw unauthenticatedError();
  const fromApplication = saved?.emergency_contact_name ? undefined : await findApplicationEmergencyContact(ctx.db, id);
  return {
    email: identity.email,
    firstName: identity.first_name,
    lastName: identity.last_name,
    phone: identity.phone,
    dateOfBirth: identity.date_of_birth,
    image: identity.image,
    emergencyContactName: saved?.emergency_contact_name ?? fromApplication?.emergency_contact_name ?? null,
    emergencyContactPhone: saved?.emergency_contact_phone ?? fromApplication?.emergency_contact_phone ?? null,
    emergencyContactFromApplication: fromApplication !== undefined,
    shareEmail: saved?.share_email === 1,
    sharePhone: saved?.share_phone === 1,
    showInNewMembers: saved?.show_in_new_members === 1,
  };
}

/** `PUT /api/me/profile`: the whole set of choices at once (a form saves them together). */
export async function updateMemberProfile({ ctx, actor, input }: { ctx: ServiceContext; actor: Actor | null; input: MemberProfileInput }): Promise<MemberProfile> {
  const { id } = requireActor(actor);
  // The session outlived its user (deleted meanwhile): treat as signed out rather than a foreign-key 500.
  if (!(await findIdentity(ctx.db, id))) throw unauthenticatedError();
  await saveMemberProfile(ctx.db, {
    user_id: id,
    emergency_contact_name: input.emergencyContactName,
    emergency_contact_phone: input.emergencyContactPhone,
    share_email: input.shareEmail ? 1 : 0,
    share_phone: input.sharePhone ? 1 : 0,
    show_in_new_members: input.showInNewMembers ? 1 : 0,
    updated_at: ctx.now().toISOString(),
  });
  return getMemberProfile({ ctx, actor });
}
