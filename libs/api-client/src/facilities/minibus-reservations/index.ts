export { minibusReservationKeys } from './minibus-reservation-keys';
export { getMinibusReservations, minibusReservationsQueryOptions } from './get-minibus-reservations';
export { getReservationsOfMinibus, reservationsOfMinibusQueryOptions } from './get-reservations-of-minibus';
export { getMinibusReservation, minibusReservationQueryOptions } from './get-minibus-reservation';
export { createMinibusReservation, useCreateMinibusReservation } from './create-minibus-reservation';
export { updateMinibusReservation, useUpdateMinibusReservation, type UpdateMinibusReservationVariables } from './update-minibus-reservation';
export { deleteMinibusReservation, useDeleteMinibusReservation } from './delete-minibus-reservation';
