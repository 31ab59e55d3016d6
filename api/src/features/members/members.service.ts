import { ROLES, RoleSchema, type MemberDirectoryEntry, type MemberDirectoryPage, type MemberListQuery } from '@club/contracts';
import { forbiddenError } from '../../shared/app-error';
import type { Actor } from '../../shared/auth/actor';
import { requireRole } from '../../shared/auth/require-actor';
import { pageOffset, totalOf } from '../../shared/paging';
import type { ServiceContext } from '../../shared/service-context';
import {
  countDirectoryPeople,
  listAllSections,
  listApplicationEmergencyContacts,
  listDirectoryMemberships,
  listDirectoryPeople,
  listOwnSections,
} from './members.repository';

/** Roles who look after the members of their sections, and so see their emergency contacts (ADR 141). */
const STAFF_ROLES = new Set(['coach', 'section_manager']);

type PersonRow = Awaited<ReturnType<typeof listDirectoryPeople>>[number];
type MembershipRow = Awaited<ReturnType<typeof listDirectoryMemberships>>[number];

function toEntry(
  row: PersonRow,
  actor: Actor,
  memberships: MembershipRow[],
  staffSections: ReadonlySet<string>,
  fallback: Map<string, { name: string; phone: string }>,
): MemberDirectoryEntry {
  const self = row.id === actor.id;
  const cared = memberships.some((membership) => staffSections.has(membership.section_id));
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
    email: self || row.share_email === 1 ? row.email : null,
    phone: self || row.share_phone === 1 ? row.phone : null,
    emergencyContact: (self || cared) && contactName && contactPhone ? { name: contactName, phone: contactPhone } : null,
  };
}

/**
 * `GET /api/members`: the members of the sections I belong to (an admin: every section). Contact
 * details only as each member chose (ADR 140); emergency contacts for the staff of their sections.
 */
export async function listSectionMembers({ ctx, actor, input }: { ctx: ServiceContext; actor: Actor | null; input: MemberListQuery }): Promise<MemberDirectoryPage> {
  const me = requireRole(actor, ROLES);
  const isAdmin = me.role === 'admin';
  const sections = isAdmin ? await listAllSections(ctx.db) : await listOwnSections(ctx.db, me.id);
  const mine = sections.map((section) => section.id);
  if (input.sectionId && !mine.includes(input.sectionId)) throw forbiddenError();
  const sectionIds = input.sectionId ? [input.sectionId] : mine;
  const empty: MemberDirectoryPage = { success: true, data: [], total: 0, page: input.page, limit: input.limit, sections };
  if (sectionIds.length === 0) return empty;

  const filters = { sectionIds, search: input.search };
  const rows = await listDirectoryPeople(ctx.db, filters, { offset: pageOffset(input), limit: input.limit });
  const total = await totalOf(rows.length, input, () => countDirectoryPeople(ctx.db, filters));
  const ids = rows.map((row) => row.id);
  const [memberships, applications] = await Promise.all([listDirectoryMemberships(ctx.db, ids, sectionIds), listApplicationEmergencyContacts(ctx.db, ids)]);
  const fallback = new Map<string, { name: string; phone: string }>();
  for (const application of applications) {
    if (!fallback.has(application.user_id))
      fallback.set(application.user_id, { name: application.emergency_contact_name, phone: application.emergency_contact_phone });
  }
  const staffSections = new Set(isAdmin ? mine : STAFF_ROLES.has(me.role) ? mine : []);
  const data = rows.map((row) =>
    toEntry(
      row,
      me,
      memberships.filter((membership) => membership.user_id === row.id),
      staffSections,
      fallback,
    ),
  );
  return { ...empty, data, total };
}
