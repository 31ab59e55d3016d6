import type { ReservationStatus } from '@club/contracts';
import type { z } from 'zod';
import type { ReservationSummary } from './components/reservation-card';

/** The part of a react-query mutation the reservation screens use. */
export interface ReservationMutation<Variables, Result> {
  mutateAsync: (variables: Variables) => Promise<Result>;
  isPending: boolean;
}

/** A reservation as the API answers it, `Field` naming its room or minibus. */
export type KindReservation<Field extends string> = ReservationSummary & Record<Field, string>;

/** A booking as the create form sends it. */
export type NewReservation<Field extends string> = { title: string; startAt: string; endAt: string; bookerId?: string | undefined } & Record<Field, string>;

/** What an edit may send; the resource and the booker never change. */
export interface ReservationChanges {
  title?: string | undefined;
  startAt?: string | undefined;
  endAt?: string | undefined;
  status?: ReservationStatus | undefined;
}

/**
 * What the shared reservation screens (planning, create and edit forms) need to know about one kind of
 * reservation: rooms or minibuses. Each kind is a module constant, so its hooks are the same on every render.
 */
export interface ReservationKind<Field extends string> {
  /** The field naming the reserved resource, in the create input and in the answers: `roomId`, `minibusId`. */
  resourceField: Field;
  /** Title of the resource's week view. */
  planningTitle: string;
  /** The resource's page, which shows its planning. */
  planningPath: (resourceId: string) => string;
  editPath: (reservationId: string) => string;
  /** The contracts' schema factories, called without a clock: "in the future" is judged at each validation. */
  createSchema: () => z.ZodType<NewReservation<Field>, NewReservation<Field>>;
  updateSchema: () => z.ZodType<ReservationChanges, ReservationChanges>;
  useCreate: () => ReservationMutation<NewReservation<Field>, KindReservation<Field>>;
  useUpdate: () => ReservationMutation<{ id: string; changes: ReservationChanges }, KindReservation<Field>>;
  useDelete: () => ReservationMutation<string, void>;
}
