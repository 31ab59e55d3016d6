import { EmailSchema } from './auth';
import { z } from './zod';

/** A trimmed text whose missing, too short and too long cases each have their French message. */
const boundedText = (tooShort: string, tooLong: string, min: number, max: number) => z.string({ error: tooShort }).trim().min(min, tooShort).max(max, tooLong);

/** The public contact form (`POST /api/contact`), validated identically by the form and the API. */
export const ContactMessageInputSchema = z.object({
  name: boundedText('Le nom est requis', 'Le nom ne peut pas dépasser 100 caractères', 1, 100),
  email: EmailSchema,
  subject: boundedText("L'objet est requis", "L'objet ne peut pas dépasser 150 caractères", 1, 150),
  message: boundedText('Le message doit contenir au moins 10 caractères', 'Le message ne peut pas dépasser 5000 caractères', 10, 5000),
  consent: z.literal(true, { error: 'Vous devez accepter que vos données soient utilisées pour traiter votre demande' }),
});
export type ContactMessageInput = z.infer<typeof ContactMessageInputSchema>;

/** `201` answer of `POST /api/contact`. */
export const ContactMessageCreatedSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
});
export type ContactMessageCreated = z.infer<typeof ContactMessageCreatedSchema>;
