import type { QueryClient } from '@club/stack';
import { loadAuthClient } from '../client/load-auth-client';
import { sessionStore } from './session-store';

/**
 * Ends the session (the client's hook then refreshes the store) and forgets the person's cached
 * data, so the next person on this browser never sees it. Throws the better-auth error, if any.
 */
export async function signOut({ queryClient }: { queryClient?: QueryClient } = {}): Promise<void> {
  const client = await loadAuthClient();
  const { error } = await client.signOut();
  if (error) throw error;
  // The refresh after sign-out already cleared it; this covers a refresh that failed (offline).
  if (sessionStore.getState().session) sessionStore.setState({ session: null, status: 'ready', fetchedAt: Date.now() });
  queryClient?.clear();
}
