import type { CreateRoomInput, Room } from '@club/contracts';
import type { RoomsTable } from '../../db/schema';
import { normalizeSearchText } from '../../shared/search-text';

/** A stored room as read for the API (its `search_text` is only searched, never shown). */
export type RoomRowWithComplex = Omit<RoomsTable, 'search_text'> & { complex_name: string };

const MAX_PARSED_HOURS = 1000;
const parsedHours = new Map<string, Room['openingHours']>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') for (const inner of Object.values(Object.freeze(value))) deepFreeze(inner);
  return value;
}

/**
 * Rooms share a handful of opening-hour texts, and parsing them was a tenth of a list request's CPU:
 * each distinct text is parsed once. Keyed by the text itself, so an edited room gets its new hours at
 * once; frozen, so that no caller can change what other responses share.
 */
function openingHoursOf(json: string): Room['openingHours'] {
  let hours = parsedHours.get(json);
  if (!hours) {
    if (parsedHours.size >= MAX_PARSED_HOURS) parsedHours.clear();
    hours = deepFreeze(JSON.parse(json) as Room['openingHours']);
    parsedHours.set(json, hours);
  }
  return hours;
}

/** The API shape of a stored room (with its complex's name). */
export function toRoom(row: RoomRowWithComplex): Room {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    complexId: row.complex_id,
    complexName: row.complex_name,
    sportType: row.sport_type,
    openingHours: openingHoursOf(row.opening_hours),
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
