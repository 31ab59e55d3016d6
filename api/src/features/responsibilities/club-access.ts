/**
 * Who manages what in the clubs (ADR 110), as the other features ask it (training sessions, members,
 * applications). Admins are handled by the callers: these answer only from the `responsibilities` table,
 * read by this feature's repository.
 */
export { coachedCategoryIds, coachesCategory, managedSectionIds, managesSection } from './responsibilities.repository';
