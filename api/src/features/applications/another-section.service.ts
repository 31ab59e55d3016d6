import type { Application, CreateApplicationInput } from '@club/contracts';
import type { Actor } from '../../shared/auth/actor';
import type { IdentityContext } from '../../shared/auth/identity-context';
import { requireActor } from '../../shared/auth/require-actor';
import { alreadyInSectionError, notYetMemberError, pendingInSectionError } from './application-errors';
import { pendingApplicationSection, sectionsOfMember } from './applications.repository';
import { submitApplication } from './applications.service';

/**
 * A member applies to another section from the member area (issue 33, ADR 206): the first application's
 * rules and review, refused to a person in no section yet (they send the first-login application) and for a
 * section they already belong to or wait an answer from. The applicant is the signed-in person, or the family
 * member an adult applies for (`?personId=`, ADR 208), for whom it is also the first application.
 */
export async function applyToAnotherSection({
  ctx,
  actor,
  input,
}: {
  ctx: IdentityContext;
  actor: Actor | null;
  input: CreateApplicationInput;
}): Promise<Application> {
  const { id: userId, role, guardian } = requireActor(actor);
  const sections = await sectionsOfMember(ctx.db, userId);
  // A family member's first application is made here too, by their adult (ADR 208): they have no first login.
  if (!guardian && (role === 'user' || sections.length === 0)) throw notYetMemberError();
  const current = sections.find((section) => section.id === input.sectionId);
  if (current) throw alreadyInSectionError(current.name);
  const pending = await pendingApplicationSection(ctx.db, userId, input.sectionId);
  if (pending) throw pendingInSectionError(pending);
  return submitApplication({ ctx, actor, input });
}
