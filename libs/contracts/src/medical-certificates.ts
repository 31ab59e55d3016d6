import { formatParisDate } from './facilities/paris-time';
import { NBSP } from './french-typography';
import { z } from './zod';

/**
 * A medical certificate as a file (issue 33, ADR 207): PDF, JPEG or PNG, checked by its content on the server,
 * one per person (a new one replaces the last), valid until the end of the season of its date (30 June).
 */
export const MEDICAL_CERTIFICATE_MAX_BYTES = 5 * 1024 * 1024;
export const MEDICAL_CERTIFICATE_MEDIA_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type MedicalCertificateMediaType = (typeof MEDICAL_CERTIFICATE_MEDIA_TYPES)[number];
/** The file picker's filter: a phone offers its camera and its files for these. */
export const MEDICAL_CERTIFICATE_ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

const LIMITS = `PDF, JPEG ou PNG, 5${NBSP}Mo au maximum`;

export const MEDICAL_CERTIFICATE_MESSAGES = {
  limits: `${LIMITS}.`,
  tooLarge: `Le fichier du certificat médical dépasse 5${NBSP}Mo : choisissez un fichier plus léger (${LIMITS}).`,
  type: `Le certificat médical doit être un fichier PDF, JPEG ou PNG (5${NBSP}Mo au maximum).`,
  empty: 'Le fichier du certificat médical est vide.',
  dateRequired: 'La date du certificat médical est requise',
  dateInvalid: 'La date du certificat médical est invalide',
  dateFuture: 'La date du certificat médical ne peut pas être dans le futur',
  dateRequiredWithFile: 'La date du certificat médical est requise avec son fichier',
  notFound: 'Aucun certificat médical.',
} as const;

/** The season's first day (1 July) a certificate dated `day` (YYYY-MM-DD) belongs to: valid until the next 30 June. */
export function medicalCertificateValidUntil(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return `${month >= 7 ? year + 1 : year}-06-30`;
}

/** Whether a certificate of that date is valid on `now` (Paris calendar). */
export function isMedicalCertificateValid(certificate: { date: string; validUntil: string }, now: Date): boolean {
  const today = formatParisDate(now);
  return certificate.date <= today && today <= certificate.validUntil;
}

/** Why a certificate of that date cannot be stored on `now`, or null: in the future, or of a season already over. */
export function medicalCertificateDateRefusal(day: string, now: Date): string | null {
  const today = formatParisDate(now);
  if (day > today) return MEDICAL_CERTIFICATE_MESSAGES.dateFuture;
  if (medicalCertificateValidUntil(day) < today) {
    const [year, month] = today.split('-').map(Number) as [number, number];
    return `La date du certificat médical doit être dans la saison en cours (depuis le 1er juillet ${month >= 7 ? year : year - 1})`;
  }
  return null;
}

/** `PUT /api/me/medical-certificate?certificateDate=YYYY-MM-DD`, the file as the body (named as the form's fields). */
export const MedicalCertificateUploadQuerySchema = z.object({
  certificateDate: z
    .string({ error: MEDICAL_CERTIFICATE_MESSAGES.dateRequired })
    .min(1, MEDICAL_CERTIFICATE_MESSAGES.dateRequired)
    .pipe(z.iso.date({ error: MEDICAL_CERTIFICATE_MESSAGES.dateInvalid })),
});
export type MedicalCertificateUploadQuery = z.infer<typeof MedicalCertificateUploadQuerySchema>;

/** What a person, their application's reviewers and the API say about a stored certificate (never its bytes). */
export const MedicalCertificateSchema = z.object({
  date: z.string(),
  validUntil: z.string(),
  mediaType: z.enum(MEDICAL_CERTIFICATE_MEDIA_TYPES),
  size: z.number().int().min(0),
  uploadedAt: z.string(),
});
export type MedicalCertificate = z.infer<typeof MedicalCertificateSchema>;

export const MedicalCertificateResponseSchema = z.object({ success: z.literal(true), data: MedicalCertificateSchema });

/** `GET /api/me/medical-certificate/details`: the person's certificate, or null (the member area's renewal). */
export const MyMedicalCertificateResponseSchema = z.object({ success: z.literal(true), data: MedicalCertificateSchema.nullable() });
