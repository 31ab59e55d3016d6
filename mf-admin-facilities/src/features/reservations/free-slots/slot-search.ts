import { z } from 'zod';

const instant = z.iso.datetime({ offset: true }).optional().catch(undefined);

/** `?startAt&endAt`: the free slot clicked in a week view, which the booking form opens on. */
const SlotSearchSchema = z.object({ startAt: instant, endAt: instant });

export interface PickedSlot {
  startAt: string;
  endAt: string;
}

/** The slot the URL asks the form to open on; none when a bound is missing, wrong or in the wrong order. */
export function readPickedSlot(searchParams: URLSearchParams): PickedSlot | null {
  const { startAt, endAt } = SlotSearchSchema.parse(Object.fromEntries(searchParams));
  if (!startAt || !endAt || Date.parse(endAt) <= Date.parse(startAt)) return null;
  return { startAt, endAt };
}
