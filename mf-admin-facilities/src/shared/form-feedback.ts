import { apiErrorMessage } from '@club/api-client';
import { HttpError } from '@club/http';
import { toast } from '@club/stack';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * A refused submission: the API's per-field messages go under their fields (focus on the first, nested
 * paths such as `openingHours.monday.close` included); the overall message goes above the form and
 * into the failure toast (the server's French message, else the page's fallback, spec §8).
 */
export function reportSubmitFailure<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  { fallback, toastTitle, toastText = (message: string) => message }: { fallback: string; toastTitle?: string; toastText?: (message: string) => string },
): void {
  const message = apiErrorMessage(error, fallback);
  const issues = error instanceof HttpError ? (error.issues ?? []) : [];
  issues.forEach((issue, index) => {
    setError(issue.path as Path<T>, { type: 'server', message: issue.message }, { shouldFocus: index === 0 });
  });
  setError('root', { type: 'server', message });
  if (toastTitle) toast.error(toastTitle, { description: toastText(message) });
  else toast.error(toastText(message));
}
