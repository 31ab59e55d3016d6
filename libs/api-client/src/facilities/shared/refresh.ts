import type { QueryClient, QueryKey } from '@club/stack';

/**
 * After a successful change: the deleted entity's own query is dropped (its page must not refetch a
 * 404 while leaving), lists not on screen are forgotten so the next loader fetches them fresh, and
 * lists on screen refetch now (spec §4: "mutations refresh lists").
 */
export async function refreshAfterChange(queryClient: QueryClient, prefixes: QueryKey[], { drop = [] }: { drop?: QueryKey[] } = {}): Promise<void> {
  for (const queryKey of drop) queryClient.removeQueries({ queryKey, exact: true });
  for (const queryKey of prefixes) queryClient.removeQueries({ queryKey, type: 'inactive' });
  await Promise.all(prefixes.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
