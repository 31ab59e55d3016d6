import { z } from '../zod';
import { pagedResponseSchema } from './paging';
import {
  bookerIdField,
  endAfterStart,
  endField,
  futureStartField,
  lockedField,
  RESERVATION_MESSAGES,
  reservationEntityFields,
  reservationTitle,
} from './reservation';
import { reservationBoundsProblem, type ReservationLimits } from './reservation-limits';
import { ReservationStatusSchema } from './reservation-status';

/** A one-field shape whose key keeps its literal type (`{ [key]: schema }` alone would widen it to `string`). */
const fieldNamed = <Key extends string, Schema extends z.ZodType>(key: Key, schema: Schema) => ({ [key]: schema }) as { [K in Key]: Schema };

/** The messages a kind of reservation gives about its resource's id: `roomId`/`roomLocked`, `minibusId`/`minibusLocked`. */
export type ResourceIdMessages<Kind extends string> = Record<`${Kind}Id` | `${Kind}Locked`, string>;

/**
 * The contracts of one kind of reservation, `room` or `minibus` (ADR 037: both share every field but
 * `{kind}Id` and `{kind}Name`). The inputs are built with a clock so that "in the future" is the
 * server's now on the server and the browser's at submission time.
 */
export function reservationSchemas<Kind extends string>(kind: Kind, messages: ResourceIdMessages<Kind>, limits: ReservationLimits) {
  const idKey = `${kind}Id` as const;
  const nameKey = `${kind}Name` as const;

  /** Horizon and longest slot (ADR 086), when both dates are there and readable; reported on the field to change. */
  const withinBounds = (now: () => Date) => (value: { startAt?: unknown; endAt?: unknown }, ctx: z.RefinementCtx) => {
    if (typeof value.startAt !== 'string' || typeof value.endAt !== 'string') return;
    const problem = reservationBoundsProblem(limits, { startAt: value.startAt, endAt: value.endAt }, now());
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
  };

  /** `POST`: `bookerId` is optional, the booker being the signed-in user unless an admin books for someone. */
  const createInput = (now: () => Date = () => new Date()) =>
    z
      .object({
        title: reservationTitle(),
        startAt: futureStartField(now),
        endAt: endField(),
        ...fieldNamed(idKey, z.uuid({ error: messages[idKey] })),
        bookerId: bookerIdField().optional(),
      })
      .refine(endAfterStart.check, endAfterStart.issue)
      .superRefine(withinBounds(now));

  /** `PUT`: partial; the resource and the booker never change. */
  const updateInput = (now: () => Date = () => new Date()) =>
    z
      .object({
        title: reservationTitle().optional(),
        startAt: futureStartField(now).optional(),
        endAt: endField().optional(),
        status: ReservationStatusSchema.optional(),
        ...fieldNamed(idKey, lockedField(messages[`${kind}Locked`])),
        bookerId: lockedField(RESERVATION_MESSAGES.bookerLocked),
      })
      .refine(endAfterStart.check, endAfterStart.issue)
      .superRefine(withinBounds(now));

  const entity = z.object({
    ...reservationEntityFields,
    ...fieldNamed(idKey, z.string()),
    ...fieldNamed(nameKey, z.string()),
  });

  return { createInput, updateInput, entity, page: pagedResponseSchema(entity) };
}
