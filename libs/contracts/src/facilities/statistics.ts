import { z } from '../zod';

/**
 * `GET /api/complexes/statistics` (docs/decisions/033-facilities-statistics.md). occupancyRate is a
 * percentage (0–100, one decimal): hours booked in rooms this Paris week (pending, confirmed, completed
 * reservations, clipped to the week) divided by the hours all rooms are open this week.
 */
export const FacilitiesStatisticsSchema = z.object({
  totalComplexes: z.coerce.number().int().min(0),
  totalRooms: z.coerce.number().int().min(0),
  /** Every room reservation ever recorded, whatever its status. */
  totalReservations: z.coerce.number().int().min(0),
  occupancyRate: z.coerce.number().min(0).max(100),
  bookedHours: z.coerce.number().min(0),
  openHours: z.coerce.number().min(0),
  periodStart: z.string(),
  periodEnd: z.string(),
});
export type FacilitiesStatistics = z.infer<typeof FacilitiesStatisticsSchema>;
