import type { PublicCategory, PublicSection, PublicSectionSummary } from '@club/contracts';
import type { CategoriesTable } from '../../db/schema';
import { notFoundError } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/service-context';
import { listPlannedTrainings, listPublicCategoryRows, listPublicSectionRows, type PublicSectionRow } from './public-sections.repository';
import { sectionSlugs } from './section-slugs';
import { weeklySlots } from './weekly-slots';

/** How far ahead the weekly timetable looks: four weeks show a weekly series even over a holiday week. */
const TIMETABLE_DAYS = 28;

interface Loaded {
  rows: PublicSectionRow[];
  slugs: Map<string, string>;
  categories: CategoriesTable[];
}

async function load(ctx: ServiceContext): Promise<Loaded> {
  const rows = await listPublicSectionRows(ctx.db);
  const slugs = sectionSlugs(rows.map((row) => ({ id: row.id, name: row.name, clubName: row.club_name })));
  const categories = await listPublicCategoryRows(
    ctx.db,
    rows.map((row) => row.id),
  );
  return { rows, slugs, categories };
}

function youngestAge(categories: readonly CategoriesTable[]): number | null {
  const ages = categories.map((category) => category.min_age).filter((age): age is number => age !== null);
  return ages.length ? Math.min(...ages) : null;
}

function summaryOf(row: PublicSectionRow, loaded: Loaded): PublicSectionSummary {
  const categories = loaded.categories.filter((category) => category.section_id === row.id);
  return {
    slug: loaded.slugs.get(row.id) ?? row.id,
    name: row.name,
    sport: row.sport,
    description: row.description,
    clubName: row.club_name,
    minAge: youngestAge(categories),
    categoryCount: categories.length,
  };
}

/** The sections of every club, as visitors see them. */
export async function listPublicSections({ ctx }: { ctx: ServiceContext }): Promise<PublicSectionSummary[]> {
  const loaded = await load(ctx);
  return loaded.rows.map((row) => summaryOf(row, loaded));
}

/**
 * One section by its slug: its categories with their ages and weekly slots, and its contact. The contact
 * is the one admins enter on the section for this purpose, else the club's; coaches and members are never named.
 */
export async function getPublicSection({ ctx, input }: { ctx: ServiceContext; input: { slug: string } }): Promise<PublicSection> {
  const loaded = await load(ctx);
  const row = loaded.rows.find((candidate) => loaded.slugs.get(candidate.id) === input.slug);
  if (!row) throw notFoundError();
  const categories = loaded.categories.filter((category) => category.section_id === row.id);
  const now = ctx.now();
  const sessions = await listPlannedTrainings(
    ctx.db,
    categories.map((category) => category.id),
    now.toISOString(),
    new Date(now.getTime() + TIMETABLE_DAYS * 86_400_000).toISOString(),
  );
  const publicCategories: PublicCategory[] = categories.map((category) => ({
    name: category.name,
    description: category.description,
    minAge: category.min_age,
    maxAge: category.max_age,
    gender: category.gender,
    slots: weeklySlots(sessions.filter((session) => session.category_id === category.id)),
  }));
  const ownContact = Boolean(row.contact_name || row.contact_email || row.contact_phone);
  return {
    ...summaryOf(row, loaded),
    seasonFeeCents: row.season_fee_cents,
    contact: ownContact
      ? { name: row.contact_name, email: row.contact_email, phone: row.contact_phone }
      : { name: row.club_name, email: row.club_email, phone: row.club_phone },
    categories: publicCategories,
  };
}
