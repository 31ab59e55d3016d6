import { useCreateRoomReservation, useDeleteRoomReservation, useUpdateRoomReservation } from '@club/api-client';
import { createRoomReservationInputSchema, updateRoomReservationInputSchema } from '@club/contracts';
import { paths } from '../../paths';
import type { ReservationKind } from '../reservations/reservation-kind';

/** Room reservations in the shared planning and forms. */
export const ROOM_RESERVATIONS: ReservationKind<'roomId'> = {
  resourceField: 'roomId',
  planningTitle: 'Planning de la salle',
  planningPath: paths.room.href,
  editPath: paths.roomReservationEdit.href,
  createSchema: createRoomReservationInputSchema,
  updateSchema: updateRoomReservationInputSchema,
  useCreate: useCreateRoomReservation,
  useUpdate: useUpdateRoomReservation,
  useDelete: useDeleteRoomReservation,
};
