import type { MedicalCertificateMediaType } from '@club/contracts';

/** The first bytes of each accepted type: the file says what it is, not its name or the declared type. */
const SIGNATURES: readonly { type: MedicalCertificateMediaType; bytes: readonly number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** The certificate's type read from its content, or null when it is none of PDF, PNG and JPEG. */
export function sniffMediaType(content: Uint8Array): MedicalCertificateMediaType | null {
  const match = SIGNATURES.find(({ bytes }) => content.length > bytes.length && bytes.every((byte, index) => content[index] === byte));
  return match?.type ?? null;
}

const EXTENSIONS: Record<MedicalCertificateMediaType, string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' };

/** The file name a download gets: the type's own extension, never one a person typed. */
export const certificateFileName = (type: MedicalCertificateMediaType) => `certificat-medical.${EXTENSIONS[type]}`;
