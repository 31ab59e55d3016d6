import { memberProfileKeys, requestEmailChange, updateMyMemberProfile } from '@club/api-client';
import { updateProfileFields } from '../../../shared/account-actions';
import { useMutation, useQueryClient } from '@club/stack';
import type { IdentityFormValues } from '../profile-schemas';

export function useSaveIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ firstName, lastName, phone, dateOfBirth, image }: IdentityFormValues) =>
      updateProfileFields({ name: `${firstName} ${lastName}`, firstName, lastName, phone, dateOfBirth, image: image || null }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberProfileKeys.mine }),
  });
}

export function useSaveMemberProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyMemberProfile,
    onSuccess: (profile) => queryClient.setQueryData(memberProfileKeys.mine, profile),
  });
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}
