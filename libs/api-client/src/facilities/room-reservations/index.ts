export { roomReservationKeys, type ReservationListParams } from './room-reservation-keys';
export { getRoomReservations, roomReservationsQueryOptions } from './get-room-reservations';
export { getReservationsOfRoom, reservationsOfRoomQueryOptions } from './get-reservations-of-room';
export { getRoomReservation, roomReservationQueryOptions } from './get-room-reservation';
export { createRoomReservation, useCreateRoomReservation } from './create-room-reservation';
export { updateRoomReservation, useUpdateRoomReservation, type UpdateRoomReservationVariables } from './update-room-reservation';
export { deleteRoomReservation, useDeleteRoomReservation } from './delete-room-reservation';
