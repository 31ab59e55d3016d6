import { z } from './zod';

/** One e-mail kept in the development outbox (`GET /api/dev/outbox?to=…`, never in production). */
export const OutboxMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** Where answers go when not to the sender (ADR 169). */
  replyTo: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

export const OutboxQuerySchema = z.object({
  to: z.string().trim().toLowerCase().max(254, 'Adresse e-mail invalide').optional(),
});
export type OutboxQuery = z.infer<typeof OutboxQuerySchema>;
