import { z } from './zod';
import { APPLICATION_STATUSES } from './application-status';
import { PageQuerySchema, searchQuery } from './facilities/paging';
import { MedicalCertificateSchema } from './medical-certificates';
import { ResponsibleAdultSchema } from './family';

export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES);

export const APPLICATION_MESSAGES = {
  section: 'Veuillez choisir une section',
  category: 'Veuillez choisir une catégorie',
  motivationShort: 'La motivation doit contenir au moins 10 caractères',
  motivationLong: 'La motivation ne peut pas dépasser 2000 caractères',
  contactName: "Le nom du contact d'urgence est requis",
  contactNameLong: "Le nom du contact d'urgence ne peut pas dépasser 200 caractères",
  contactPhone: "Le téléphone du contact d'urgence est invalide",
  contactPhoneRequired: "Le téléphone du contact d'urgence est requis",
  certificate: 'Le lien du certificat médical doit être une adresse web valide (https://…)',
  decision: 'La décision doit être « approved » (approuver) ou « rejected » (refuser)',
  comments: 'Le commentaire ne peut pas dépasser 1000 caractères',
  dateRange: 'La période doit être all, today, week ou month',
  status: 'Le statut doit être pending, approved, rejected ou all',
  uuid: 'Identifiant invalide',
  order: "L'ordre doit être newest (plus récentes d'abord) ou oldest (plus anciennes d'abord)",
} as const;

/** `POST /api/first-login/applications`. */
/** The emergency contact asked at application and kept in the member's profile. */
export const emergencyContactShape = {
  emergencyContactName: z
    .string({ error: APPLICATION_MESSAGES.contactName })
    .trim()
    .min(1, APPLICATION_MESSAGES.contactName)
    .max(200, APPLICATION_MESSAGES.contactNameLong),
  emergencyContactPhone: z
    .string({ error: APPLICATION_MESSAGES.contactPhoneRequired })
    .trim()
    .min(1, APPLICATION_MESSAGES.contactPhoneRequired)
    .pipe(
      z
        .string()
        .max(20, APPLICATION_MESSAGES.contactPhone)
        .regex(/^\+?[0-9][0-9 .-]{7,}[0-9]$/, APPLICATION_MESSAGES.contactPhone),
    ),
};

export const CreateApplicationInputSchema = z.object({
  sectionId: z.uuid({ error: APPLICATION_MESSAGES.section }),
  categoryId: z.uuid({ error: APPLICATION_MESSAGES.category }),
  motivation: z
    .string({ error: APPLICATION_MESSAGES.motivationShort })
    .trim()
    .min(10, APPLICATION_MESSAGES.motivationShort)
    .max(2000, APPLICATION_MESSAGES.motivationLong),
  ...emergencyContactShape,
  medicalCertificateUrl: z
    .union([z.literal(''), z.null(), z.url({ protocol: /^https?$/, error: APPLICATION_MESSAGES.certificate }).max(2000, APPLICATION_MESSAGES.certificate)])
    .optional()
    .transform((value) => value || null),
});
export type CreateApplicationInput = z.infer<typeof CreateApplicationInputSchema>;

/** `POST /api/first-login/applications/{id}/review` (spec §4/§5). */
export const ReviewApplicationInputSchema = z.object({
  decision: z.enum(['approved', 'rejected'], { error: APPLICATION_MESSAGES.decision }),
  comments: z
    .string({ error: APPLICATION_MESSAGES.comments })
    .trim()
    .max(1000, APPLICATION_MESSAGES.comments)
    // The review screen sends null for « no comment », as the API answers it.
    .nullish()
    .transform((value) => value || null),
});
export type ReviewApplicationInput = z.infer<typeof ReviewApplicationInputSchema>;

export const APPLICATION_ORDERS = ['newest', 'oldest'] as const;

export const APPLICATION_DATE_RANGES = ['all', 'today', 'week', 'month'] as const;
export type ApplicationDateRange = (typeof APPLICATION_DATE_RANGES)[number];

/** `GET /api/first-login/applications/pending` filters; status defaults to pending, `all` lists every status. */
export const ApplicationListQuerySchema = PageQuerySchema.extend({
  status: z.enum([...APPLICATION_STATUSES, 'all'], { error: APPLICATION_MESSAGES.status }).default('pending'),
  sectionId: z.uuid({ error: APPLICATION_MESSAGES.uuid }).optional(),
  categoryId: z.uuid({ error: APPLICATION_MESSAGES.uuid }).optional(),
  search: searchQuery(),
  dateRange: z.enum(APPLICATION_DATE_RANGES, { error: APPLICATION_MESSAGES.dateRange }).default('all'),
  /** Newest first by default; `oldest` serves the admin home's "waiting longest" list. */
  order: z.enum(APPLICATION_ORDERS, { error: APPLICATION_MESSAGES.order }).default('newest'),
});
export type ApplicationListQuery = z.infer<typeof ApplicationListQuerySchema>;
/** What a client may send: every filter optional, the API fills the defaults. */
export type ApplicationListQueryInput = Partial<ApplicationListQuery>;

/** `GET /api/first-login/applications/export`: the list's filters, every matching row (no paging). */
export const ApplicationExportQuerySchema = ApplicationListQuerySchema.omit({ page: true, limit: true });
export type ApplicationExportQuery = z.infer<typeof ApplicationExportQuerySchema>;
export type ApplicationExportQueryInput = Partial<ApplicationExportQuery>;

const NamedRefSchema = z.object({ id: z.string(), name: z.string() });

/** An application as every endpoint returns it (spec §3). */
export const ApplicationSchema = z.object({
  id: z.string(),
  motivation: z.string(),
  status: ApplicationStatusSchema,
  reviewComments: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  sectionId: z.string().nullable(),
  categoryId: z.string().nullable(),
  sectionName: z.string().nullable(),
  categoryName: z.string().nullable(),
  section: NamedRefSchema.nullable(),
  category: NamedRefSchema.nullable(),
  emergencyContactName: z.string(),
  emergencyContactPhone: z.string(),
  /** A link given before certificates were files (ADR 207): kept and shown as it was. */
  medicalCertificateUrl: z.string().nullable(),
  /** The applicant's certificate as a file, if any (ADR 207); optional for the first-login status's lean parser, which does not read it. */
  medicalCertificate: MedicalCertificateSchema.nullable().optional(),
  reviewerName: z.string().nullable(),
  user: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    dateOfBirth: z.string().nullable(),
    phone: z.string().nullable(),
  }),
});
export type Application = z.infer<typeof ApplicationSchema>;

/** An application as its reviewers read it: with the sections its applicant already belonged to when applying, none for a first one (ADR 206). */
export const ReviewedApplicationSchema = ApplicationSchema.extend({
  applicantSections: z.array(z.string()),
  /** A minor applicant's responsible adults and their contact (ADR 210); empty for an adult. */
  responsibleAdults: z.array(ResponsibleAdultSchema),
});
export type ReviewedApplication = z.infer<typeof ReviewedApplicationSchema>;

/** Admin list: `{ success, data, total, page, limit, totalPages }`. */
export const ApplicationPageSchema = z.object({
  success: z.literal(true),
  data: z.array(ReviewedApplicationSchema),
  total: z.coerce.number().int().min(0),
  page: z.coerce.number().int().min(1),
  limit: z.coerce.number().int().min(1),
  totalPages: z.coerce.number().int().min(0),
});
export type ApplicationPage = z.infer<typeof ApplicationPageSchema>;
