import { useCreateMinibusReservation, useDeleteMinibusReservation, useUpdateMinibusReservation } from '@club/api-client';
import { createMinibusReservationInputSchema, updateMinibusReservationInputSchema } from '@club/contracts';
import { paths } from '../../paths';
import type { ReservationKind } from '../reservations/reservation-kind';

/** Minibus reservations in the shared planning and forms. */
export const MINIBUS_RESERVATIONS: ReservationKind<'minibusId'> = {
  resourceField: 'minibusId',
  planningTitle: 'Planning du minibus',
  planningPath: paths.minibus.href,
  editPath: paths.minibusReservationEdit.href,
  createSchema: createMinibusReservationInputSchema,
  updateSchema: updateMinibusReservationInputSchema,
  useCreate: useCreateMinibusReservation,
  useUpdate: useUpdateMinibusReservation,
  useDelete: useDeleteMinibusReservation,
};
