import { getHttpConfig } from '@club/http';

/**
 * `GET /api/members/{userId}/medical-certificate`: a plain link the browser opens (the session cookie goes with it;
 * the API serves the file to the staff of the member's categories only, ADR 210).
 */
export const memberCertificateUrl = (userId: string) => `${getHttpConfig().baseUrl}/members/${encodeURIComponent(userId)}/medical-certificate`;
