import type { ClubCategory, CreateClubCategoryInput } from '@club/contracts';
import type { CategoriesTable } from '../../db/schema';
import type { ClubCategoryRow } from './categories.repository';

export function toClubCategory(row: ClubCategoryRow): ClubCategory {
  return {
    id: row.id,
    clubId: row.club_id,
    sectionId: row.section_id,
    sectionName: row.section_name,
    name: row.name,
    description: row.description,
    minAge: row.min_age,
    maxAge: row.max_age,
    gender: row.gender,
    maxMembers: row.max_members,
    memberCount: Number(row.member_count),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toCategoryRow(id: string, sectionId: string, fields: CreateClubCategoryInput, createdAt: string, updatedAt: string): CategoriesTable {
  return {
    id,
    section_id: sectionId,
    name: fields.name,
    description: fields.description,
    min_age: fields.minAge,
    max_age: fields.maxAge,
    gender: fields.gender,
    max_members: fields.maxMembers,
    created_at: createdAt,
    updated_at: updatedAt,
  };
}

export const categoryFieldsOf = (row: CategoriesTable): CreateClubCategoryInput => ({
  name: row.name,
  description: row.description,
  minAge: row.min_age,
  maxAge: row.max_age,
  gender: row.gender,
  maxMembers: row.max_members,
});
