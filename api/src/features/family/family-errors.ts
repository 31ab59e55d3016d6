import { API_ERROR_CODES, FAMILY_MESSAGES } from '@club/contracts';
import { AppError, conflictError, notFoundError, validationError } from '../../shared/app-error';

export const familyMemberNotFoundError = () => notFoundError(FAMILY_MESSAGES.notFound);
export const adultOnlyError = () => new AppError(403, API_ERROR_CODES.forbidden, FAMILY_MESSAGES.adultOnly);
export const adultNowError = () => new AppError(403, 'FAMILY_MEMBER_ADULT', FAMILY_MESSAGES.adultNow);
export const mustBeMinorError = () => validationError([{ path: 'dateOfBirth', message: FAMILY_MESSAGES.mustBeMinor }], FAMILY_MESSAGES.mustBeMinor);
export const tooYoungForLoginError = () => conflictError(FAMILY_MESSAGES.tooYoungForLogin, 'FAMILY_MEMBER_TOO_YOUNG');
export const alreadyHasLoginError = () => conflictError(FAMILY_MESSAGES.alreadyHasLogin, 'FAMILY_MEMBER_HAS_LOGIN');
export const emailTakenError = () => conflictError(FAMILY_MESSAGES.emailTaken, 'EMAIL_TAKEN');
