import { AuthRequestError, authErrorMessage } from '@club/auth';
import { applyServerError } from '@club/ui/forms';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * A refused better-auth call on a form: the API hooks' French field issues under their fields, else
 * the API's French message (the catalogue's for its code, spec §8) above the form. Other failures: as any API call.
 */
export function applyAuthError<TValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TValues>,
  fields: readonly Path<TValues>[],
  fallback: string,
): void {
  if (!(error instanceof AuthRequestError)) {
    applyServerError(error, setError, fields, fallback);
    return;
  }
  const known: ReadonlySet<string> = new Set(fields);
  const issues = error.issues.filter((issue) => known.has(issue.path));
  issues.forEach((issue, index) => setError(issue.path as Path<TValues>, { type: 'server', message: issue.message }, { shouldFocus: index === 0 }));
  if (issues.length === 0) setError('root', { type: 'server', message: authErrorMessage(error, fallback) });
}
