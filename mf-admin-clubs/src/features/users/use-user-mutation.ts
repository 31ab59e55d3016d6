import { toast, useMutation, useQueryClient } from '@club/stack';
import { adminErrorMessage } from './api/auth-result';
import { usersQueryRoot } from './api/list-users';

/**
 * One admin action on people: on success the list is fetched again and a French toast confirms; a
 * refusal stays in `error` (the dialog shows it) or, without a dialog, becomes an error toast.
 */
export function useUserMutation<T>(action: (input: T) => Promise<void>, success: string, options: { toastErrors?: boolean } = {}) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: action,
    onSuccess: async () => {
      toast.success(success);
      await queryClient.invalidateQueries({ queryKey: usersQueryRoot });
    },
    onError: (error) => {
      if (options.toastErrors) toast.error(adminErrorMessage(error, 'Action impossible. Veuillez réessayer.'));
    },
  });
  return {
    run: mutation.mutateAsync,
    pending: mutation.isPending,
    error: mutation.error ? adminErrorMessage(mutation.error, 'Action impossible. Veuillez réessayer.') : null,
  };
}
