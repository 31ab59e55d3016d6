import type { CreateMinibusInput, Minibus } from '@club/contracts';
import type { MinibusesTable } from '../../db/schema';
import { normalizeSearchText } from '../../shared/search-text';

export function toMinibus(row: MinibusesTable): Minibus {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    licensePlate: row.license_plate,
    capacity: row.capacity,
    disabledPersonCapacity: row.disabled_person_capacity,
    disponibility: JSON.parse(row.disponibility) as Minibus['disponibility'],
    isAvailable: row.is_available === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toMinibusRow(id: string, fields: CreateMinibusInput, createdAt: string, updatedAt: string): MinibusesTable {
  return {
    id,
    name: fields.name,
    description: fields.description,
    license_plate: fields.licensePlate,
    capacity: fields.capacity,
    disabled_person_capacity: fields.disabledPersonCapacity,
    disponibility: JSON.stringify(fields.disponibility),
    is_available: fields.isAvailable ? 1 : 0,
    search_text: normalizeSearchText(fields.name, fields.licensePlate, fields.description),
    created_at: createdAt,
    updated_at: updatedAt,
  };
}
