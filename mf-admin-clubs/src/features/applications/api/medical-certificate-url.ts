import { getHttpConfig } from '@club/http';

/**
 * `GET /api/first-login/applications/{id}/medical-certificate`: a plain link the browser opens (the session cookie goes
 * with it; the API serves the file to the application's reviewers only, ADR 207).
 */
export const medicalCertificateUrl = (applicationId: string) =>
  `${getHttpConfig().baseUrl}/first-login/applications/${encodeURIComponent(applicationId)}/medical-certificate`;
