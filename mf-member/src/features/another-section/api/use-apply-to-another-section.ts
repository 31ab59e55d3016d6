import { applyToAnotherSection, myApplicationKeys } from '@club/api-client';
import { useMutation, useQueryClient } from '@club/stack';

/** Sends the application, then the member's applications are read again (the dashboard's « Mes candidatures »). */
export function useApplyToAnotherSection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: applyToAnotherSection, onSuccess: () => queryClient.invalidateQueries({ queryKey: myApplicationKeys.all }) });
}
