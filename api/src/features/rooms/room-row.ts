import type { CreateRoomInput, Room } from '@club/contracts';
import type { RoomsTable } from '../../db/schema';
import { normalizeSearchText } from '../../shared/search-text';

export type RoomRowWithComplex = RoomsTable & { complex_name: string };

/** The API shape of a stored room (with its complex's name). */
export function toRoom(row: RoomRowWithComplex): Room {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    complexId: row.complex_id,
    complexName: row.complex_name,
    sportType: row.sport_type,
    openingHours: JSON.parse(row.opening_hours) as Room['openingHours'],
    isIndoor: row.is_indoor === 1,
    accreditation: row.accreditation,
    capacity: row.capacity,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toRoomRow(id: string, fields: CreateRoomInput, createdAt: string, updatedAt: string): RoomsTable {
  return {
    id,
    complex_id: fields.complexId,
    name: fields.name,
    description: fields.description,
    sport_type: fields.sportType,
    opening_hours: JSON.stringify(fields.openingHours),
    is_indoor: fields.isIndoor ? 1 : 0,
    accreditation: fields.accreditation,
    capacity: fields.capacity,
    search_text: normalizeSearchText(fields.name, fields.sportType, fields.description),
    created_at: createdAt,
    updated_at: updatedAt,
  };
}
