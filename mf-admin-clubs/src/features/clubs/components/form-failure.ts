import { apiErrorMessage } from '@club/api-client';
import { HttpError } from '@club/http';
import { toast } from '@club/stack';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * A refused submission: the API's per-field messages under their fields (`rename` maps an API field to
 * the form's, e.g. cents to euros), the overall French message above the form and in the failure toast.
 */
export function reportFailure<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fallback: string, rename: Record<string, string> = {}): void {
  const message = apiErrorMessage(error, fallback);
  const issues = error instanceof HttpError ? (error.issues ?? []) : [];
  issues.forEach((issue, index) => {
    setError((rename[issue.path] ?? issue.path) as Path<T>, { type: 'server', message: issue.message }, { shouldFocus: index === 0 });
  });
  setError('root', { type: 'server', message });
  toast.error(message);
}
