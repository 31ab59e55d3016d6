import { minibusQueryOptions, reservationsOfMinibusQueryOptions } from '@club/api-client';
import { useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { loaderQueryClient, requiredParam, routeQuery } from '@club/ui-admin';
import { periodRange, readPeriod } from '../../../shared/time/period';

/**
 * The pages showing one minibus and its week (`:minibusId`, optional `?startDate&endDate`): the admin's minibus
 * page and a booker's (ADR 170). The loader fills the page's cache, the page reads it from there.
 */
export async function minibusWeekLoader({ params, request }: LoaderFunctionArgs) {
  const minibusId = requiredParam(params, 'minibusId');
  const period = readPeriod(new URL(request.url).searchParams);
  const queryClient = loaderQueryClient();
  await Promise.all([
    queryClient.ensureQueryData(routeQuery(minibusQueryOptions(minibusId))),
    queryClient.ensureQueryData(routeQuery(reservationsOfMinibusQueryOptions(minibusId, periodRange(period)))),
  ]);
  return { minibusId, period };
}

export function useMinibusWeek() {
  const { minibusId, period } = useLoaderData<typeof minibusWeekLoader>();
  const { data: minibus } = useSuspenseQuery(routeQuery(minibusQueryOptions(minibusId)));
  const { data: reservations } = useSuspenseQuery(routeQuery(reservationsOfMinibusQueryOptions(minibusId, periodRange(period))));
  return { minibus, reservations: reservations.data, period };
}
