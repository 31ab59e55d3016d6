import { confirmEmailChange, undoEmailChange } from '@club/api-client';
import { refreshSession } from '@club/auth';
import { useMutation } from '@club/stack';

/** The session store learns the change too (a new address, or no session at all after an undo). */
const refreshed = async <T>(result: T): Promise<T> => {
  await refreshSession().catch(() => null);
  return result;
};

export function useConfirmEmailChange() {
  return useMutation({ mutationFn: async (token: string) => refreshed(await confirmEmailChange(token)) });
}

export function useUndoEmailChange() {
  return useMutation({ mutationFn: async (token: string) => refreshed(await undoEmailChange(token)) });
}
