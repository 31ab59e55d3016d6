import { wallQueryOptions } from '@club/api-client';
import { requireSession } from '@club/auth';
import type { LoaderFunctionArgs } from '@club/stack';
import { getAppQueryClient } from '@club/ui';

/** /dashboard/social: the wall's events and new members. */
export async function socialLoader({ request }: LoaderFunctionArgs): Promise<null> {
  await requireSession(request);
  await getAppQueryClient().ensureQueryData(wallQueryOptions());
  return null;
}
