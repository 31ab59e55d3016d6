import { ReviewedApplicationSchema, successResponseSchema, type ReviewApplicationInput, type ReviewedApplication } from '@club/contracts';
import { http } from '@club/http';
import { useMutation, useQueryClient } from '@club/stack';
import { withApplicationErrors } from './application-call-error';
import { adminApplicationKeys } from './application-keys';

const ApplicationResponseSchema = successResponseSchema(ReviewedApplicationSchema);

/** `POST /api/first-login/applications/{id}/review` with `{ decision, comments }`: returns the application. */
async function reviewApplication(id: string, input: ReviewApplicationInput): Promise<ReviewedApplication> {
  const body = await withApplicationErrors(
    'review',
    http.post(`/first-login/applications/${encodeURIComponent(id)}/review`, input, { parse: ApplicationResponseSchema }),
  );
  return body.data;
}

/** The decision, then every list, detail and widget of applications is read again. */
export function useReviewApplication(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewApplicationInput) => reviewApplication(id, input),
    onSuccess: async (application) => {
      queryClient.setQueryData(adminApplicationKeys.one(id), application);
      await queryClient.invalidateQueries({ queryKey: adminApplicationKeys.all });
    },
  });
}
