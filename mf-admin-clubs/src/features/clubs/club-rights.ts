import { myResponsibilitiesQueryOptions } from '@club/api-client';
import { isAdminRole, useSession } from '@club/auth';
import { useSuspenseQuery } from '@club/stack';
import { loaderQueryClient, routeQuery } from '@club/ui-admin';

/** Loaders warm the signed-in person's responsibilities: every club page decides its buttons from them. */
export const ensureMyResponsibilities = () => loaderQueryClient().ensureQueryData(routeQuery(myResponsibilitiesQueryOptions()));

/**
 * What the signed-in person may change (the API decides again, ADR 114): admins everything, a section
 * manager their sections, categories and members. Buttons they could not use are not shown.
 */
export function useClubRights() {
  const { session } = useSession();
  const { data } = useSuspenseQuery(routeQuery(myResponsibilitiesQueryOptions()));
  const isAdmin = isAdminRole(session?.user.role);
  const managed = new Set(data.data.filter((row) => row.kind === 'section_manager').map((row) => row.sectionId));
  const coached = new Set(data.data.filter((row) => row.kind === 'coach').map((row) => row.categoryId));
  return {
    isAdmin,
    responsibilities: data.data,
    managesSection: (sectionId: string) => isAdmin || managed.has(sectionId),
    seesMembers: (category: { id: string; sectionId: string }) => isAdmin || managed.has(category.sectionId) || coached.has(category.id),
  };
}
