import { completeProfile, myApplicationKeys, submitApplication, uploadMedicalCertificate } from '@club/api-client';
import { firstLoginStatusQueryKey } from '@club/auth';
import { useMutation, useQueryClient, type QueryClient } from '@club/stack';

/** Each step changes the first-login status (and the list of applications): read them again. */
const refreshOnboarding = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: firstLoginStatusQueryKey }), queryClient.invalidateQueries({ queryKey: myApplicationKeys.all })]);

export function useCompleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: completeProfile, onSuccess: () => refreshOnboarding(queryClient) });
}

export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: submitApplication, onSuccess: () => refreshOnboarding(queryClient) });
}

/** The person's certificate, stored before their application is sent (ADR 207). */
export function useUploadMedicalCertificate() {
  return useMutation({ mutationFn: uploadMedicalCertificate });
}

/** The waiting screen's "Actualiser": has an administrator decided yet? */
export function useRefreshOnboarding() {
  const queryClient = useQueryClient();
  return () => refreshOnboarding(queryClient);
}
