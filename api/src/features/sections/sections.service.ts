import type { Category, MembershipOptions, Section, SectionWithCategories } from '@club/contracts';
import type { CategoriesTable, SectionsTable } from '../../db/schema';
import { notFoundError } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/service-context';
import { findSectionRow, listCategoryRows, listSectionRows } from './sections.repository';

const toSection = (row: SectionsTable): Section => ({ id: row.id, name: row.name, description: row.description });
const toCategory = (row: CategoriesTable): Category => ({
  id: row.id,
  sectionId: row.section_id,
  name: row.name,
  description: row.description,
  minAge: row.min_age,
  maxAge: row.max_age,
});

export async function listSections({ ctx }: { ctx: ServiceContext }): Promise<Section[]> {
  return (await listSectionRows(ctx.db)).map(toSection);
}

export async function getSection({ ctx, input }: { ctx: ServiceContext; input: { id: string } }): Promise<SectionWithCategories> {
  const row = await findSectionRow(ctx.db, input.id);
  if (!row) throw notFoundError();
  return { ...toSection(row), categories: (await listCategoryRows(ctx.db, row.id)).map(toCategory) };
}

export async function listSectionCategories({ ctx, input }: { ctx: ServiceContext; input: { id: string } }): Promise<Category[]> {
  if (!(await findSectionRow(ctx.db, input.id))) throw notFoundError();
  return (await listCategoryRows(ctx.db, input.id)).map(toCategory);
}

/** Every section with its categories: what a new user can apply for. Sections without a category are left out. */
export async function membershipOptions({ ctx }: { ctx: ServiceContext }): Promise<MembershipOptions> {
  const [sections, categories] = await Promise.all([listSectionRows(ctx.db), listCategoryRows(ctx.db)]);
  return {
    sections: sections
      .map((section) => ({ ...toSection(section), categories: categories.filter((c) => c.section_id === section.id).map(toCategory) }))
      .filter((section) => section.categories.length > 0),
  };
}
