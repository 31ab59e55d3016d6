import { describe, expect, it } from 'vitest';
import { isStaffAdminPath } from './club-paths';

describe('isStaffAdminPath', () => {
  it('opens the clubs, the blog and their bookings to section managers and coaches, the applications to section managers only (ADRs 114, 131, 170, 173)', () => {
    for (const role of ['section_manager', 'coach'] as const) {
      expect(isStaffAdminPath('/admin/dashboard/clubs/c1/sections/s1', role)).toBe(true);
      expect(isStaffAdminPath('/admin/blog/create', role)).toBe(true);
      expect(isStaffAdminPath('/admin/blog/comments', role), 'the moderation queue is for admins').toBe(false);
      expect(isStaffAdminPath('/admin/bookings/minibuses/m1', role)).toBe(true);
      expect(isStaffAdminPath('/admin/assets/minibuses/m1/create-reservation', role)).toBe(false);
      expect(isStaffAdminPath('/admin/users', role)).toBe(false);
      expect(isStaffAdminPath('/admin', role)).toBe(false);
    }
    expect(isStaffAdminPath('/admin/applications', 'section_manager')).toBe(true);
    expect(isStaffAdminPath('/admin/applications/a1', 'section_manager')).toBe(true);
    expect(isStaffAdminPath('/admin/applicationsx', 'section_manager')).toBe(false);
    expect(isStaffAdminPath('/admin/applications', 'coach')).toBe(false);
  });

  it('opens nothing to other roles (admins are checked apart)', () => {
    for (const role of ['user', 'member', 'admin', null] as const) {
      expect(isStaffAdminPath('/admin/dashboard/clubs', role)).toBe(false);
      expect(isStaffAdminPath('/admin/applications', role)).toBe(false);
      expect(isStaffAdminPath('/admin/bookings', role)).toBe(false);
    }
  });
});
