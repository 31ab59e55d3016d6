import type { ClubSection, CreateClubSectionInput } from '@club/contracts';
import type { SectionsTable } from '../../db/schema';
import { sectionSearchText, type ClubSectionRow } from './club-sections.repository';

type SectionFields = CreateClubSectionInput;

export function toClubSection(row: ClubSectionRow): ClubSection {
  return {
    id: row.id,
    clubId: row.club_id,
    clubName: row.club_name,
    name: row.name,
    description: row.description,
    sport: row.sport,
    seasonFeeCents: Number(row.season_fee_cents),
    contactName: row.contact_name,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    categoryCount: Number(row.category_count),
    memberCount: Number(row.member_count),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toSectionRow(id: string, clubId: string, fields: SectionFields, createdAt: string, updatedAt: string): SectionsTable {
  return {
    id,
    club_id: clubId,
    name: fields.name,
    description: fields.description,
    sport: fields.sport,
    season_fee_cents: fields.seasonFeeCents,
    contact_name: fields.contactName,
    contact_email: fields.contactEmail,
    contact_phone: fields.contactPhone,
    search_text: sectionSearchText(fields),
    created_at: createdAt,
    updated_at: updatedAt,
  };
}

export const sectionFieldsOf = (row: SectionsTable): SectionFields => ({
  name: row.name,
  description: row.description,
  sport: row.sport,
  seasonFeeCents: row.season_fee_cents,
  contactName: row.contact_name,
  contactEmail: row.contact_email,
  contactPhone: row.contact_phone,
});
