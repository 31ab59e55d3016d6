import type { TrainingSession } from '@club/contracts';
import { BASE_PATH, paths } from '../../paths';

/**
 * The clubs pages these pages link back to (spec §2 Clubs: /admin/dashboard/clubs/{clubId}/…). Their routes are
 * the clubs pages' own; the addresses are written here rather than declared twice in paths.ts.
 */
export const clubsHref = () => `${BASE_PATH}/dashboard/clubs`;
export const clubHref = (clubId: string) => `${clubsHref()}/${encodeURIComponent(clubId)}`;
export const sectionHref = (clubId: string, sectionId: string) => `${clubHref(clubId)}/sections/${encodeURIComponent(sectionId)}`;

/** The category-level addresses of one occurrence. */
export const sessionEditHref = (session: TrainingSession) => paths.sessionEdit.href(session.clubId ?? '', session.sectionId, session.categoryId, session.id);
export const sessionAttendanceHref = (session: TrainingSession) => paths.sessionAttendance.href(session.clubId ?? '', session.sectionId, session.categoryId, session.id);
export const categorySessionsHref = (session: Pick<TrainingSession, 'clubId' | 'sectionId' | 'categoryId'>) =>
  paths.categorySessions.href(session.clubId ?? '', session.sectionId, session.categoryId);
