import { useLoaderData, useSuspenseQuery, type LoaderFunctionArgs, type QueryKey } from '@club/stack';
import { loaderQueryClient, requiredParam, routeQuery } from './route-query';

/** Options of a query a page may suspend on, such as the api-client's `complexQueryOptions(id)`. */
type EntityQueryOptions<T, Key extends QueryKey> = Parameters<typeof useSuspenseQuery<T, Error, T, Key>>[0];

/**
 * A page about one entity named by a route param (`:complexId`…): the loader puts it in the page's
 * query cache, the page reads it from there (same options, so the same cache entry).
 */
export function entityRoute<T, Key extends QueryKey>(param: string, entityQuery: (id: string) => EntityQueryOptions<T, Key>) {
  async function loader({ params }: LoaderFunctionArgs) {
    const id = requiredParam(params, param);
    await loaderQueryClient().ensureQueryData(routeQuery(entityQuery(id)));
    return { id };
  }
  function useEntity(): T {
    const { id } = useLoaderData<typeof loader>();
    return useSuspenseQuery(routeQuery(entityQuery(id))).data;
  }
  return { loader, useEntity };
}
