import { z } from './zod';

/** An age or level group within a section (U11, Seniors, Loisirs…). */
export const CategorySchema = z.object({
  id: z.string(),
  sectionId: z.string(),
  name: z.string(),
  description: z.string(),
  /** The ages it takes on the season's reference date (ADR 179); null: no bound. */
  minAge: z.number().int().nullable().default(null),
  maxAge: z.number().int().nullable().default(null),
});
export type Category = z.infer<typeof CategorySchema>;

/** A sport of the association (Football, Natation, Judo…). */
export const SectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
});
export type Section = z.infer<typeof SectionSchema>;

export const SectionWithCategoriesSchema = SectionSchema.extend({ categories: z.array(CategorySchema) });
export type SectionWithCategories = z.infer<typeof SectionWithCategoriesSchema>;

/** `GET /api/onboarding/membership-options` → `{ success, data: { sections } }` (spec §3). */
export const MembershipOptionsSchema = z.object({ sections: z.array(SectionWithCategoriesSchema) });
export type MembershipOptions = z.infer<typeof MembershipOptionsSchema>;

/** `{ success: true, data }`: the envelope of the onboarding, applications and sections endpoints (spec §7). */
export function successResponseSchema<Data extends z.ZodType>(data: Data) {
  return z.object({ success: z.literal(true), data });
}
