import { useSearchParams } from '@club/stack';
import { useCallback } from 'react';
import type { UserAction } from './users-search';

/** Dialogs live in the URL (`action`, `userId`): a link or the back button opens and closes them. */
export function useUserDialog() {
  const [, setSearchParams] = useSearchParams();
  const open = useCallback(
    (action: UserAction, userId?: string) =>
      setSearchParams((params) => {
        params.set('action', action);
        if (userId) params.set('userId', userId);
        else params.delete('userId');
        return params;
      }),
    [setSearchParams],
  );
  const close = useCallback(
    () =>
      setSearchParams((params) => {
        params.delete('action');
        params.delete('userId');
        return params;
      }),
    [setSearchParams],
  );
  return { open, close };
}
