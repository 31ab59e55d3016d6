import { API_ERROR_CODES, MEDICAL_CERTIFICATE_MESSAGES } from '@club/contracts';
import { AppError, notFoundError } from '../../shared/app-error';

/** The refusals of an upload: each its own code, the French message on the field the form shows it on. */
const fileError = (status: number, code: string, message: string) => new AppError(status, code, message, { issues: [{ path: 'certificateFile', message }] });

export const certificateTooLargeError = () => fileError(413, API_ERROR_CODES.payloadTooLarge, MEDICAL_CERTIFICATE_MESSAGES.tooLarge);

export const certificateTypeError = () => fileError(415, 'MEDICAL_CERTIFICATE_TYPE', MEDICAL_CERTIFICATE_MESSAGES.type);

export const certificateEmptyError = () => fileError(400, API_ERROR_CODES.validation, MEDICAL_CERTIFICATE_MESSAGES.empty);

export const certificateDateError = (message: string) => new AppError(400, API_ERROR_CODES.validation, message, { issues: [{ path: 'certificateDate', message }] });

export const certificateNotFoundError = () => notFoundError(MEDICAL_CERTIFICATE_MESSAGES.notFound);

export const notYourMemberCertificateError = () =>
  new AppError(403, API_ERROR_CODES.forbidden, "Ce certificat médical n'est pas celui d'un membre de vos catégories.");
