import { API_ERROR_CODES, CATEGORY_AGE_ERROR_CODE } from '@club/contracts';
import { AppError, conflictError, notFoundError, validationError } from '../../shared/app-error';

export const profileIncompleteError = () =>
  conflictError('Complétez votre profil (prénom, nom, téléphone et date de naissance) avant de déposer une candidature.', 'PROFILE_INCOMPLETE');

export const applicationPendingError = () =>
  conflictError("Vous avez déjà une candidature en attente. Attendez la réponse de l'association avant d'en déposer une nouvelle.", 'APPLICATION_ALREADY_PENDING');

export const applicationReviewedError = () => conflictError('Cette candidature a déjà été traitée.', 'APPLICATION_ALREADY_REVIEWED');

export const choiceGoneError = () => conflictError("La section ou la catégorie de cette candidature n'existe plus : elle ne peut pas être approuvée.");

export const applicationNotFoundError = () => notFoundError('Candidature introuvable.');

export const unknownSectionError = () => validationError([{ path: 'sectionId', message: "Cette section n'existe pas" }]);

/** The category's ages do not include the applicant's (ADR 179): its own code, the refusal as the message and on the field (ADR 205). */
export const categoryAgeError = (message: string) => new AppError(400, CATEGORY_AGE_ERROR_CODE, message, { issues: [{ path: 'categoryId', message }] });

export const categoryOutsideSectionError = () => validationError([{ path: 'categoryId', message: "Cette catégorie n'existe pas dans la section choisie" }]);

export const ownApplicationError = () => new AppError(403, API_ERROR_CODES.forbidden, 'Vous ne pouvez pas examiner votre propre candidature.');
export const familyApplicationError = () => new AppError(403, API_ERROR_CODES.forbidden, "Vous ne pouvez pas examiner la candidature d'un membre de votre famille.");

/** Another section's application is for members: a person in no section sends the first-login application. */
export const notYetMemberError = () =>
  new AppError(403, 'NOT_A_MEMBER_YET', "Vous n'êtes encore membre d'aucune section : envoyez d'abord votre première candidature depuis la page d'adhésion.");

export const alreadyInSectionError = (sectionName: string) =>
  conflictError(`Vous êtes déjà membre de la section ${sectionName} : choisissez une autre section.`, 'ALREADY_IN_SECTION');

export const pendingInSectionError = (sectionName: string) =>
  conflictError(`Vous avez déjà une candidature en attente pour la section ${sectionName}.`, 'APPLICATION_ALREADY_PENDING');
