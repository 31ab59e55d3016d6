import type { Responsibility } from '@club/contracts';
import type { ResponsibilityRow } from './responsibilities.repository';

/** `showEmail`: whether the reader may see this person's e-mail (responsibilities.service `emailRule`). */
export const toResponsibility = (row: ResponsibilityRow, showEmail: boolean): Responsibility => ({
  id: row.id,
  kind: row.kind,
  userId: row.user_id,
  userName: row.user_name,
  userEmail: showEmail ? row.user_email : null,
  clubId: row.club_id,
  sectionId: row.section_id,
  sectionName: row.section_name,
  categoryId: row.category_id,
  categoryName: row.category_name,
  createdAt: row.created_at,
});
