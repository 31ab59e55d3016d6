import type { Complex, CreateComplexInput } from '@club/contracts';
import type { ComplexesTable } from '../../db/schema';
import { normalizeSearchText } from '../../shared/search-text';

/** A stored complex as read for the API (its `search_text` is only searched, never shown). */
export type ComplexRow = Omit<ComplexesTable, 'search_text'>;

/** The API shape of a stored complex. */
export function toComplex(row: ComplexRow): Complex {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    street: row.street,
    city: row.city,
    postalCode: row.postal_code,
    openingHours: JSON.parse(row.opening_hours) as Complex['openingHours'],
    numberOfElevators: row.number_of_elevators,
    accessibleForReducedMobility: row.accessible_for_reduced_mobility === 1,
    parkingCapacity: row.parking_capacity,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The stored row of a complex's fields (search text recomputed from them). */
export function toComplexRow(id: string, fields: CreateComplexInput, createdAt: string, updatedAt: string): ComplexesTable {
  return {
    id,
    name: fields.name,
    description: fields.description,
    street: fields.street,
    city: fields.city,
    postal_code: fields.postalCode,
    opening_hours: JSON.stringify(fields.openingHours),
    number_of_elevators: fields.numberOfElevators,
    accessible_for_reduced_mobility: fields.accessibleForReducedMobility ? 1 : 0,
    parking_capacity: fields.parkingCapacity,
    search_text: normalizeSearchText(fields.name, fields.city, fields.postalCode, fields.street),
    created_at: createdAt,
    updated_at: updatedAt,
  };
}
