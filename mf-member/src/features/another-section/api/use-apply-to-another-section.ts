import { applyToAnotherSection, familyKeys, myApplicationKeys } from '@club/api-client';
import type { CreateApplicationInput } from '@club/contracts';
import { useMutation, useQueryClient } from '@club/stack';

/**
 * Sends the application, the member's own or a family member's (`personId`, ADR 208); then the applications are read
 * again (the dashboard's « Mes candidatures », the family's pending ones).
 */
export function useApplyToAnotherSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, personId }: { input: CreateApplicationInput; personId?: string }) => applyToAnotherSection(input, { personId }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: myApplicationKeys.all }), queryClient.invalidateQueries({ queryKey: familyKeys.all })]),
  });
}
