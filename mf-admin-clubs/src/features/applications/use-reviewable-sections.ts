import { membershipOptionsQueryOptions, myResponsibilitiesQueryOptions } from '@club/api-client';
import { isAdminRole, useSession } from '@club/auth';
import type { SectionWithCategories } from '@club/contracts';
import { useQuery } from '@club/stack';

export interface ReviewableSections {
  /** The sections the filters offer. */
  sections: SectionWithCategories[];
  /** The names of the sections a section manager reviews (undefined while they load); null for an admin, who reviews them all. */
  managedNames: string[] | null | undefined;
}

/**
 * Admins review every section's applications, section managers their own sections' (ADR 173): the filters offer
 * only those. The API scopes the list itself; this keeps the form from offering choices that always come back empty.
 * The list stays usable while these load or if they fail.
 */
export function useReviewableSections(): ReviewableSections {
  const { session } = useSession();
  const isAdmin = isAdminRole(session?.user.role);
  const options = useQuery(membershipOptionsQueryOptions());
  const mine = useQuery({ ...myResponsibilitiesQueryOptions(), enabled: !isAdmin });
  const all = options.data?.sections ?? [];
  if (isAdmin) return { sections: all, managedNames: null };
  if (!mine.data) return { sections: [], managedNames: undefined };
  const managed = mine.data.data.filter((responsibility) => responsibility.kind === 'section_manager');
  const managedIds = new Set(managed.map((responsibility) => responsibility.sectionId));
  return { sections: all.filter((section) => managedIds.has(section.id)), managedNames: [...new Set(managed.map((responsibility) => responsibility.sectionName))] };
}
