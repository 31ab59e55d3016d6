import { z } from './zod';

/**
 * `GET /api/me/two-factor` (issue 32): whether the validation en deux étapes is on, and how the codes come: from an
 * authenticator app (with backup codes) or by e-mail (none), so that every text speaks of the right one.
 */
export const TwoFactorMethodSchema = z.object({ enabled: z.boolean(), method: z.enum(['app', 'email']).nullable() });
export type TwoFactorMethodState = z.infer<typeof TwoFactorMethodSchema>;
