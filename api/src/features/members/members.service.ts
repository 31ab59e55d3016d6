import {
  RoleSchema,
  isAdminRole,
  isFamilyAddress,
  latestAdultBirthDate,
  type MemberDirectoryEntry,
  type MemberDirectoryPage,
  type MemberListQuery,
  type ResponsibleAdult,
} from '@club/contracts';
import { forbiddenError } from '../../shared/app-error';
import type { Actor } from '../../shared/auth/actor';
import { MEMBER_ROLES } from '../../shared/auth/member-access';
import { requireRole } from '../../shared/auth/require-actor';
import { pageOffset, totalOf } from '../../shared/paging';
import { coachedCategoryIds, managedSectionIds } from '../responsibilities/club-access';
import type { ServiceContext } from '../../shared/service-context';
import { responsibleAdultsOfMinors } from '../family/responsible-adults';
import {
  countDirectoryPeople,
  listAllSections,
  listApplicationEmergencyContacts,
  listDirectoryMemberships,
  listDirectoryPeople,
  listOwnSections,
  staffSectionIds,
} from './members.repository';

/** Whose emergency contacts I see (ADR 141): an admin everyone's; a section manager their sections'; a coach their categories'. */
interface CareScope {
  all: boolean;
  sectionIds: ReadonlySet<string>;
  categoryIds: ReadonlySet<string>;
}

async function careScope(ctx: ServiceContext, actor: Actor): Promise<CareScope> {
  if (isAdminRole(actor.role)) return { all: true, sectionIds: new Set(), categoryIds: new Set() };
  const [sectionIds, categoryIds] = await Promise.all([managedSectionIds(ctx.db, actor.id), coachedCategoryIds(ctx.db, actor.id)]);
  return { all: false, sectionIds: new Set(sectionIds), categoryIds: new Set(categoryIds) };
}

type PersonRow = Awaited<ReturnType<typeof listDirectoryPeople>>[number];
type MembershipRow = Awaited<ReturnType<typeof listDirectoryMemberships>>[number];

function toEntry(
  row: PersonRow,
  actor: Actor,
  memberships: MembershipRow[],
  care: CareScope,
  fallback: Map<string, { name: string; phone: string }>,
  responsibleAdults: ResponsibleAdult[],
): MemberDirectoryEntry {
  const self = row.id === actor.id;
  const cared = care.all || memberships.some((membership) => care.sectionIds.has(membership.section_id) || care.categoryIds.has(membership.category_id));
  const contactName = row.emergency_contact_name ?? fallback.get(row.id)?.name ?? null;
  const contactPhone = row.emergency_contact_phone ?? fallback.get(row.id)?.phone ?? null;
  return {
    id: row.id,
    name: [row.first_name, row.last_name].filter(Boolean).join(' ') || row.name,
    role: RoleSchema.catch('member').parse(row.role),
    memberships: memberships.map((membership) => ({
      sectionId: membership.section_id,
      sectionName: membership.section_name,
      categoryName: membership.category_name,
    })),
    email: (self || row.share_email === 1) && !isFamilyAddress(row.email) ? row.email : null,
    phone: self || row.share_phone === 1 ? row.phone : null,
    emergencyContact: (self || cared) && contactName && contactPhone ? { name: contactName, phone: contactPhone } : null,
    responsibleAdults,
  };
}

/**
 * `GET /api/members`: the members of the sections I belong to or look after (an admin: every section).
 * Contact details only as each member chose (ADR 140); emergency contacts for those who look after them.
 * Minors only for the staff of their section, with their responsible adults' contact (ADR 210).
 */
export async function listSectionMembers({ ctx, actor, input }: { ctx: ServiceContext; actor: Actor | null; input: MemberListQuery }): Promise<MemberDirectoryPage> {
  const me = requireRole(actor, MEMBER_ROLES);
  const isAdmin = isAdminRole(me.role);
  const sections = isAdmin ? await listAllSections(ctx.db) : await listOwnSections(ctx.db, me.id);
  const mine = sections.map((section) => section.id);
  if (input.sectionId && !mine.includes(input.sectionId)) throw forbiddenError();
  const sectionIds = input.sectionId ? [input.sectionId] : mine;
  const empty: MemberDirectoryPage = { success: true, data: [], total: 0, page: input.page, limit: input.limit, sections };
  if (sectionIds.length === 0) return empty;

  const staffed = isAdmin ? [] : await staffSectionIds(ctx.db, me.id);
  const filters = {
    sectionIds,
    search: input.search,
    ...(isAdmin ? {} : { minors: { bornAfter: latestAdultBirthDate(ctx.now()), minorSectionIds: staffed, viewerId: me.id } }),
  };
  const rows = await listDirectoryPeople(ctx.db, filters, { offset: pageOffset(input), limit: input.limit });
  const total = await totalOf(rows.length, input, () => countDirectoryPeople(ctx.db, filters));
  const ids = rows.map((row) => row.id);
  const [memberships, applications, care, adults] = await Promise.all([
    listDirectoryMemberships(ctx.db, ids, sectionIds),
    listApplicationEmergencyContacts(ctx.db, ids),
    careScope(ctx, me),
    // A minor other than me is listed only to the staff of their section: the staff reach them through their adults.
    responsibleAdultsOfMinors(
      ctx.db,
      rows.filter((row) => row.id !== me.id).map((row) => ({ id: row.id, dateOfBirth: row.date_of_birth })),
      ctx.now(),
    ),
  ]);
  const fallback = new Map<string, { name: string; phone: string }>();
  for (const application of applications) {
    if (!fallback.has(application.user_id))
      fallback.set(application.user_id, { name: application.emergency_contact_name, phone: application.emergency_contact_phone });
  }
  const data = rows.map((row) =>
    toEntry(
      row,
      me,
      memberships.filter((membership) => membership.user_id === row.id),
      care,
      fallback,
      adults.get(row.id) ?? [],
    ),
  );
  return { ...empty, data, total };
}
