import {
  defaultMinibusReservationPeriod,
  defaultRoomReservationPeriod,
  MINIBUS_MESSAGES,
  MINIBUS_RESERVATION_LIMITS,
  MINIBUS_RESERVATION_MESSAGES,
  ROOM_MESSAGES,
  ROOM_RESERVATION_LIMITS,
  ROOM_RESERVATION_MESSAGES,
  type Disponibility,
  type MinibusReservation,
  type OpeningHours,
  type Period,
  type ReservationLimits,
  type RoomReservation,
} from '@club/contracts';
import type { ReservationTable, ReservationView, ResourceTable } from './reservations.repository';
import { minibusSlotProblem, roomSlotProblem, type ResourceSchedule, type SlotProblem } from './slot-rules';

/** What differs between room and minibus reservations; the rules and the queries are shared. */
export interface ReservationKind<Entity> {
  table: ReservationTable;
  resourceTable: ResourceTable;
  /** Body field naming the resource: where "this room does not exist" is reported. */
  resourceField: 'roomId' | 'minibusId';
  messages: {
    conflict: string;
    updateConflict: string;
    notFound: string;
    updateNotFound: string;
    resourceNotFound: string;
    unknownResource: string;
  };
  defaultPeriod: (now: Date) => Period;
  /** Horizon and longest slot, checked before the slot rules walk the days (ADR 086). */
  limits: ReservationLimits;
  /** Longer than any reservation of this kind can last, when the slot rules bound it: lets lists read a bounded range. */
  longestSlotMs?: number;
  slotProblem: (resource: ResourceSchedule, start: Date, end: Date) => SlotProblem | null;
  toEntity: (view: ReservationView) => Entity;
}

const common = (view: ReservationView) => ({
  id: view.id,
  title: view.title,
  startAt: view.start_at,
  endAt: view.end_at,
  bookerId: view.booker_id,
  bookerName: view.booker_name,
  status: view.status,
  createdAt: view.created_at,
  updatedAt: view.updated_at,
});

export const ROOM_RESERVATIONS: ReservationKind<RoomReservation> = {
  table: 'room_reservations',
  resourceTable: 'rooms',
  resourceField: 'roomId',
  messages: {
    conflict: ROOM_RESERVATION_MESSAGES.conflict,
    updateConflict: ROOM_RESERVATION_MESSAGES.updateConflict,
    notFound: ROOM_RESERVATION_MESSAGES.notFound,
    updateNotFound: ROOM_RESERVATION_MESSAGES.updateNotFound,
    resourceNotFound: ROOM_MESSAGES.notFound,
    unknownResource: ROOM_RESERVATION_MESSAGES.roomNotFound,
  },
  defaultPeriod: defaultRoomReservationPeriod,
  limits: ROOM_RESERVATION_LIMITS,
  // A room slot starts and ends on the same Paris day (slot-rules.ts), and no Paris day lasts 25 hours or more.
  longestSlotMs: 25 * 3_600_000,
  slotProblem: (room, start, end) => roomSlotProblem(JSON.parse(room.schedule) as OpeningHours, start, end),
  toEntity: (view) => ({ ...common(view), roomId: view.resource_id, roomName: view.resource_name, trainingSessionId: view.training_session_id ?? null }),
};

export const MINIBUS_RESERVATIONS: ReservationKind<MinibusReservation> = {
  table: 'minibus_reservations',
  resourceTable: 'minibuses',
  resourceField: 'minibusId',
  messages: {
    conflict: MINIBUS_RESERVATION_MESSAGES.conflict,
    updateConflict: MINIBUS_RESERVATION_MESSAGES.updateConflict,
    notFound: MINIBUS_RESERVATION_MESSAGES.notFound,
    updateNotFound: MINIBUS_RESERVATION_MESSAGES.updateNotFound,
    resourceNotFound: MINIBUS_MESSAGES.notFound,
    unknownResource: MINIBUS_RESERVATION_MESSAGES.minibusNotFound,
  },
  defaultPeriod: defaultMinibusReservationPeriod,
  limits: MINIBUS_RESERVATION_LIMITS,
  slotProblem: (minibus, start, end) =>
    minibusSlotProblem({ isAvailable: minibus.isAvailable, disponibility: JSON.parse(minibus.schedule) as Disponibility }, start, end),
  toEntity: (view) => ({ ...common(view), minibusId: view.resource_id, minibusName: view.resource_name }),
};
