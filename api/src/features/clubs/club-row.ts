import type { Club } from '@club/contracts';
import type { ClubsTable } from '../../db/schema';
import { normalizeSearchText } from '../../shared/search-text';
import type { ClubRow } from './clubs.repository';

type ClubFields = Pick<Club, 'name' | 'description' | 'contactEmail' | 'contactPhone' | 'address' | 'logoUrl'>;

export function toClub(row: ClubRow): Club {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    address: row.address,
    logoUrl: row.logo_url,
    sectionCount: Number(row.section_count),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toClubRow(id: string, fields: ClubFields, createdAt: string, updatedAt: string): ClubsTable {
  return {
    id,
    name: fields.name,
    description: fields.description,
    contact_email: fields.contactEmail,
    contact_phone: fields.contactPhone,
    address: fields.address,
    logo_url: fields.logoUrl,
    search_text: normalizeSearchText(fields.name, fields.description, fields.address),
    created_at: createdAt,
    updated_at: updatedAt,
  };
}

/** Fields of a stored club, for merging a partial edit. */
export const clubFieldsOf = (row: ClubsTable): ClubFields => ({
  name: row.name,
  description: row.description,
  contactEmail: row.contact_email,
  contactPhone: row.contact_phone,
  address: row.address,
  logoUrl: row.logo_url,
});
