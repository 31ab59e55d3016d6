import type { TrainingSession } from '@club/contracts';
import { paths } from '../../paths';

/** The clubs pages the sessions pages link back to (spec §2 Clubs). */
export const clubsHref = () => paths.clubs.href();
export const clubHref = (clubId: string) => paths.club.href(clubId);
export const sectionHref = (clubId: string, sectionId: string) => paths.clubSection.href(clubId, sectionId);

/** The category-level addresses of one occurrence. */
export const sessionEditHref = (session: TrainingSession) => paths.sessionEdit.href(session.clubId ?? '', session.sectionId, session.categoryId, session.id);
export const sessionAttendanceHref = (session: TrainingSession) =>
  paths.sessionAttendance.href(session.clubId ?? '', session.sectionId, session.categoryId, session.id);
export const categorySessionsHref = (session: Pick<TrainingSession, 'clubId' | 'sectionId' | 'categoryId'>) =>
  paths.categorySessions.href(session.clubId ?? '', session.sectionId, session.categoryId);
