import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findCertificateFacts } from './medical-certificates.repository';

/**
 * What the association holds of a person's medical certificate, for "download my data": its date, validity, type,
 * size and upload time (ADR 210), never the file itself, which the person reads at `GET /api/me/medical-certificate`.
 * It has the shape of my-data's `PersonalDataSection`.
 */
export const medicalCertificatePersonalData = {
  key: 'medicalCertificate',
  async collect(db: Kysely<Database>, userId: string) {
    const facts = await findCertificateFacts(db, userId);
    if (!facts) return null;
    return { date: facts.certificate_date, validUntil: facts.valid_until, mediaType: facts.media_type, size: Number(facts.size), uploadedAt: facts.uploaded_at };
  },
} satisfies { key: string; collect(db: Kysely<Database>, userId: string): Promise<unknown> };
