import { reactionTypesQueryOptions, wallQueryOptions } from '@club/api-client';
import { requireSession } from '@club/auth';
import type { LoaderFunctionArgs } from '@club/stack';
import { getAppQueryClient } from '@club/ui';

/** /dashboard/social: the wall and the reaction types its buttons offer. */
export async function socialLoader({ request }: LoaderFunctionArgs): Promise<null> {
  await requireSession(request);
  const queryClient = getAppQueryClient();
  await Promise.all([queryClient.ensureQueryData(wallQueryOptions()), queryClient.ensureQueryData(reactionTypesQueryOptions())]);
  return null;
}
