import { formatParisDate } from './facilities/paris-time';
import { DateOfBirthSchema, FirstNameSchema, LastNameSchema } from './user';
import { z } from './zod';

/**
 * Family members (issue 33, ADR 208): the people an adult account is responsible for. Each is a person of
 * the club without a login of their own until, from 15, the adult gives them one; the adult keeps acting
 * for them until they turn 18.
 */
export const FAMILY_RELATIONSHIPS = ['child', 'grandchild', 'ward', 'other'] as const;
export type FamilyRelationship = (typeof FAMILY_RELATIONSHIPS)[number];
export const FAMILY_RELATIONSHIP_LABELS: Record<FamilyRelationship, string> = {
  child: 'Enfant',
  grandchild: 'Petit-enfant',
  ward: 'Enfant sous tutelle',
  other: 'Autre lien (représentant légal)',
};

/** Below it a person is a minor: the adult of their family acts for them. */
export const FAMILY_ADULT_AGE = 18;
/** From this age a family member may get a login of their own. */
export const FAMILY_OWN_LOGIN_AGE = 15;

/**
 * The address a family member without a login is stored under: `.invalid` is reserved (RFC 2606), so no
 * mail can ever reach it and nobody can sign up with it; mail for the person goes to their adult.
 */
export const FAMILY_ADDRESS_DOMAIN = 'famille.invalid';
export const isFamilyAddress = (email: string) => email.toLowerCase().endsWith(`@${FAMILY_ADDRESS_DOMAIN}`);

export const FAMILY_MESSAGES = {
  relationshipRequired: 'Le lien avec la personne est requis',
  adultOnly: 'Seul un adulte peut ajouter les membres de sa famille.',
  mustBeMinor: 'Un membre de la famille ajouté ici doit avoir moins de 18 ans : un adulte crée son propre compte.',
  notFound: 'Ce membre de la famille est introuvable.',
  adultNow: 'Ce membre de la famille a 18 ans : il gère désormais lui-même son compte.',
  tooYoungForLogin: 'Un membre de la famille peut avoir son propre compte à partir de 15 ans.',
  alreadyHasLogin: 'Ce membre de la famille a déjà son propre compte.',
  emailTaken: 'Cette adresse e-mail est déjà utilisée par un autre compte.',
  personIdInvalid: 'Le membre de la famille indiqué est invalide',
} as const;

/** Whole years of a person born on `dateOfBirth` (YYYY-MM-DD) on `now`'s day in Paris. */
export function ageOn(dateOfBirth: string, now: Date): number {
  const today = formatParisDate(now);
  const years = Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return today.slice(5) >= dateOfBirth.slice(5) ? years : years - 1;
}

/**
 * The latest date of birth (YYYY-MM-DD) of a person of age on `now`'s day in Paris: born after it, a person is a
 * minor (`ageOn` below FAMILY_ADULT_AGE). Lets a query leave minors out by comparing dates.
 */
export function latestAdultBirthDate(now: Date): string {
  const today = formatParisDate(now);
  return `${Number(today.slice(0, 4)) - FAMILY_ADULT_AGE}${today.slice(4)}`;
}

export const FamilyRelationshipSchema = z.enum(FAMILY_RELATIONSHIPS, { error: FAMILY_MESSAGES.relationshipRequired });

/** `POST /api/me/family` and `PATCH /api/me/family/:personId`. */
export const FamilyMemberInputSchema = z.object({
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  dateOfBirth: DateOfBirthSchema,
  relationship: FamilyRelationshipSchema,
});
export type FamilyMemberInput = z.infer<typeof FamilyMemberInputSchema>;

/** `?personId=` of the member-area calls a parent makes for a family member. */
export const FamilyPersonQuerySchema = z.object({ personId: z.uuid({ error: FAMILY_MESSAGES.personIdInvalid }).optional() });

export const FamilyMembershipSchema = z.object({ sectionName: z.string(), categoryName: z.string() });

/** A family member as their adult sees them. */
export const FamilyMemberSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  relationship: FamilyRelationshipSchema,
  age: z.number().int(),
  /** The person's own address once they have a login (from 15), else null. */
  loginEmail: z.string().nullable(),
  /** Whether the adult still acts for them (under 18). */
  managed: z.boolean(),
  memberships: z.array(FamilyMembershipSchema),
  pendingApplications: z.number().int(),
  createdAt: z.string(),
});
export type FamilyMember = z.infer<typeof FamilyMemberSchema>;

export const FamilyMemberListSchema = z.array(FamilyMemberSchema);

/** `POST /api/me/family/:personId/login`: the teenager's own address; a link to choose a password goes there. */
export const FamilyLoginInputSchema = z.object({
  email: z.email({ error: "L'adresse e-mail est invalide" }).max(255, "L'adresse e-mail ne peut pas dépasser 255 caractères"),
});
export type FamilyLoginInput = z.infer<typeof FamilyLoginInputSchema>;

/** The adults responsible for a minor, as the staff of their section see them (name and contact). */
export const ResponsibleAdultSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  relationship: FamilyRelationshipSchema,
});
export type ResponsibleAdult = z.infer<typeof ResponsibleAdultSchema>;

/** « Nom · téléphone · e-mail »: an adult's contact on one line, what they did not give left out. */
export const responsibleAdultContact = (adult: ResponsibleAdult) => [adult.name, adult.phone, adult.email].filter(Boolean).join(' · ');
