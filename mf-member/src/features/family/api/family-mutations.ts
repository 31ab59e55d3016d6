import { addFamilyMember, familyKeys, giveOwnLogin, removeFamilyMember, updateFamilyMember } from '@club/api-client';
import { useMutation, useQueryClient } from '@club/stack';

/** Every change of the family reads the list again (ages, logins and memberships come from the server). */
function useFamilyMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.all }) });
}

export const useAddFamilyMember = () => useFamilyMutation(addFamilyMember);
export const useUpdateFamilyMember = () => useFamilyMutation(updateFamilyMember);
export const useRemoveFamilyMember = () => useFamilyMutation(removeFamilyMember);
export const useGiveOwnLogin = () => useFamilyMutation(giveOwnLogin);
