import type { Responsibility } from '@club/contracts';
import type { ResponsibilityRow } from './responsibilities.repository';

export const toResponsibility = (row: ResponsibilityRow): Responsibility => ({
  id: row.id,
  kind: row.kind,
  userId: row.user_id,
  userName: row.user_name,
  userEmail: row.user_email,
  clubId: row.club_id,
  sectionId: row.section_id,
  sectionName: row.section_name,
  categoryId: row.category_id,
  categoryName: row.category_name,
  createdAt: row.created_at,
});
