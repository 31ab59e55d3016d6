import { useQueryClient } from '@club/stack';
import { refreshAfterChange } from '../facilities/shared/refresh';
import { clubKeys } from './club-keys';

/** After any club change: every club query refreshes (on screen now, the others at their next loader). */
export function useRefreshClubs() {
  const queryClient = useQueryClient();
  return () => refreshAfterChange(queryClient, [clubKeys.all]);
}
