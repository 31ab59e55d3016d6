import { z } from './zod';
import { emergencyContactShape } from './applications';
import { PageQuerySchema, searchQuery } from './facilities/paging';
import { RoleSchema } from './roles';
import { ResponsibleAdultSchema } from './family';

const VISIBILITY_MESSAGE = 'La valeur doit être vraie ou fausse';
const visibility = () => z.boolean({ error: VISIBILITY_MESSAGE });

/** `PUT /api/me/profile`: the emergency contact and the three visibility choices (ADR 140). */
export const MemberProfileInputSchema = z.object({
  ...emergencyContactShape,
  /** Members of my sections see my e-mail address. */
  shareEmail: visibility(),
  /** Members of my sections see my phone number. */
  sharePhone: visibility(),
  /** I appear among the new members of my sections. */
  showInNewMembers: visibility(),
});
export type MemberProfileInput = z.infer<typeof MemberProfileInputSchema>;

/** `GET /api/me/profile` → `{ success, data }`: who I am and the saved choices, all off until the first save. */
export const MemberProfileSchema = z.object({
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  /** Avatar: an https address (better-auth's `image`). */
  image: z.string().nullable(),
  emergencyContactName: z.string().nullable(),
  emergencyContactPhone: z.string().nullable(),
  /** The contact shown comes from the newest application (nothing saved in the profile yet). */
  emergencyContactFromApplication: z.boolean(),
  shareEmail: z.boolean(),
  sharePhone: z.boolean(),
  showInNewMembers: z.boolean(),
});
export type MemberProfile = z.infer<typeof MemberProfileSchema>;

const MEMBERS_MESSAGES = { sectionId: 'Identifiant de section invalide' } as const;

/** `GET /api/members`: the members of the sections I belong to, filtered and paged. */
export const MemberListQuerySchema = PageQuerySchema.extend({
  search: searchQuery(),
  sectionId: z.uuid({ error: MEMBERS_MESSAGES.sectionId }).optional(),
});
export type MemberListQuery = z.infer<typeof MemberListQuerySchema>;
export type MemberListQueryInput = Partial<MemberListQuery>;

export const MemberDirectoryEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  role: RoleSchema,
  /** Where we meet: the memberships of this person in my sections. */
  memberships: z.array(z.object({ sectionId: z.string(), sectionName: z.string(), categoryName: z.string() })),
  /** Only when the member chose to share it (or it is me). */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** Only for the coaches and section managers of the member's sections (and admins). */
  emergencyContact: z.object({ name: z.string(), phone: z.string() }).nullable(),
  /** A minor's responsible adults, for the staff of their section only (ADR 210); empty for anyone else. */
  responsibleAdults: z.array(ResponsibleAdultSchema),
});
export type MemberDirectoryEntry = z.infer<typeof MemberDirectoryEntrySchema>;

export const MemberDirectoryPageSchema = z.object({
  success: z.literal(true),
  data: z.array(MemberDirectoryEntrySchema),
  total: z.coerce.number().int().min(0),
  page: z.coerce.number().int().min(1),
  limit: z.coerce.number().int().min(1),
  /** The sections the list can be filtered on: mine. */
  sections: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type MemberDirectoryPage = z.infer<typeof MemberDirectoryPageSchema>;

/** `GET /api/me/data`: everything the association holds about me, one key per kind of data. */
export const PersonalDataExportSchema = z.object({
  exportedAt: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type PersonalDataExport = z.infer<typeof PersonalDataExportSchema>;
