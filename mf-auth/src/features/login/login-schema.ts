import { EmailSchema } from '@club/contracts';
import { z } from 'zod';

/** The login form. No length rule on the password here: a wrong one gets the server's answer. */
export const LoginInputSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: 'Le mot de passe est requis' }).min(1, 'Le mot de passe est requis'),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

export const TWO_FACTOR_METHODS = ['otp', 'totp', 'backup'] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];

const SixDigits = z
  .string({ error: 'Le code est requis' })
  .trim()
  .regex(/^\d{6}$/, 'Le code doit contenir 6 chiffres');

/** The second step: a 6-digit code (e-mail or app) or a backup code, and whether to trust the device. */
export const TwoFactorInputSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('otp'), code: SixDigits, trustDevice: z.boolean().default(false) }),
  z.object({ method: z.literal('totp'), code: SixDigits, trustDevice: z.boolean().default(false) }),
  z.object({
    method: z.literal('backup'),
    code: z.string({ error: 'Le code de secours est requis' }).trim().min(1, 'Le code de secours est requis'),
    trustDevice: z.boolean().default(false),
  }),
]);
export type TwoFactorInput = z.output<typeof TwoFactorInputSchema>;
