import {
  familyQueryOptions,
  membershipOptionsQueryOptions,
  myApplicationsQueryOptions,
  myMemberProfileQueryOptions,
  myMembershipsQueryOptions,
} from '@club/api-client';
import { requireSession } from '@club/auth';
import type { LoaderFunctionArgs } from '@club/stack';
import { getAppQueryClient } from '@club/ui';

/**
 * /dashboard/applications/new: the sections offered, and what the member already is, has asked and has told; with
 * `?personId=`, the family (who the child is) and the child's applications (ADR 208).
 */
export async function anotherSectionLoader({ request }: LoaderFunctionArgs): Promise<null> {
  await requireSession(request);
  const queryClient = getAppQueryClient();
  const personId = new URL(request.url).searchParams.get('personId');
  if (personId) {
    const family = await queryClient.ensureQueryData(familyQueryOptions());
    const person = family.find((member) => member.id === personId && member.managed);
    await Promise.all([
      queryClient.ensureQueryData(membershipOptionsQueryOptions()),
      queryClient.ensureQueryData(myMemberProfileQueryOptions()),
      person ? queryClient.ensureQueryData(myApplicationsQueryOptions(person.id)) : null,
    ]);
    return null;
  }
  await Promise.all([
    queryClient.ensureQueryData(membershipOptionsQueryOptions()),
    queryClient.ensureQueryData(myMembershipsQueryOptions()),
    queryClient.ensureQueryData(myApplicationsQueryOptions()),
    queryClient.ensureQueryData(myMemberProfileQueryOptions()),
  ]);
  return null;
}
