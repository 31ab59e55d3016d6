import { z } from './zod';

/** A weekly training slot of a category: the recurring pattern of its coming weeks (Europe/Paris time). */
export const PublicTrainingSlotSchema = z.object({
  /** 1 = Monday … 7 = Sunday. */
  weekday: z.number().int().min(1).max(7),
  /** 'HH:MM', Paris time. */
  start: z.string(),
  end: z.string(),
  /** The room and its complex, or the place written on the session; null when neither is set. */
  place: z.string().nullable(),
});
export type PublicTrainingSlot = z.infer<typeof PublicTrainingSlotSchema>;

export const PublicCategorySchema = z.object({
  name: z.string(),
  description: z.string(),
  minAge: z.number().int().nullable(),
  maxAge: z.number().int().nullable(),
  gender: z.enum(['mixed', 'female', 'male']),
  slots: z.array(PublicTrainingSlotSchema),
});
export type PublicCategory = z.infer<typeof PublicCategorySchema>;

/** Who to ask about a section: the section's contact as admins edit it, else the club's own. */
export const PublicSectionContactSchema = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type PublicSectionContact = z.infer<typeof PublicSectionContactSchema>;

/** A section as visitors see it (`GET /api/public/sections`): public data only, no person's details. */
export const PublicSectionSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  sport: z.string(),
  description: z.string(),
  clubName: z.string(),
  minAge: z.number().int().nullable(),
  categoryCount: z.number().int(),
});
export type PublicSectionSummary = z.infer<typeof PublicSectionSummarySchema>;

/** `GET /api/public/sections/{slug}`: the section with its categories, their weekly slots and its contact. */
export const PublicSectionSchema = PublicSectionSummarySchema.extend({
  seasonFeeCents: z.number().int(),
  contact: PublicSectionContactSchema,
  categories: z.array(PublicCategorySchema),
});
export type PublicSection = z.infer<typeof PublicSectionSchema>;

/** `GET /api/public/site/sections?heading=2|3`: the level of the cards' headings (3 under the home's « Nos sections sportives »). */
export const SectionCardsQuerySchema = z.object({
  heading: z.enum(['2', '3'], { message: 'Le niveau de titre doit être 2 ou 3' }).default('3'),
});
