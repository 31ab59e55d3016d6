import { roomsQueryOptions, sessionCoachOptionsQueryOptions } from '@club/api-client';
import { MAX_PAGE_SIZE } from '@club/contracts';
import { useSuspenseQuery } from '@club/stack';
import { loaderQueryClient, routeQuery } from '@club/ui-admin';

const ROOMS = { page: 1, limit: MAX_PAGE_SIZE };

/** The rooms to pick from and the category's possible coaches, loaded with the page. */
export async function loadFormChoices(categoryId: string): Promise<void> {
  const queryClient = loaderQueryClient();
  await Promise.all([
    queryClient.ensureQueryData(routeQuery(roomsQueryOptions(ROOMS))),
    queryClient.ensureQueryData(routeQuery(sessionCoachOptionsQueryOptions(categoryId))),
  ]);
}

export function useFormChoices(categoryId: string) {
  const { data: rooms } = useSuspenseQuery(routeQuery(roomsQueryOptions(ROOMS)));
  const { data: coachOptions } = useSuspenseQuery(routeQuery(sessionCoachOptionsQueryOptions(categoryId)));
  return { rooms: rooms.data, coachOptions };
}
