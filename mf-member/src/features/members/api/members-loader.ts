import { sectionMembersQueryOptions } from '@club/api-client';
import { requireSession } from '@club/auth';
import type { LoaderFunctionArgs } from '@club/stack';
import { getAppQueryClient } from '@club/ui';
import { membersSearchOf } from '../members-search';

/** /dashboard/members: the page of members the address asks for. */
export async function membersLoader({ request }: LoaderFunctionArgs): Promise<null> {
  await requireSession(request);
  await getAppQueryClient().ensureQueryData(sectionMembersQueryOptions(membersSearchOf(new URL(request.url).searchParams)));
  return null;
}
