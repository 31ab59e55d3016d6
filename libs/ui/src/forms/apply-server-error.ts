import { HttpError, userMessage } from '@club/http';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts a refused submission back on the form: the API's per-field messages under their fields
 * (focus on the first), anything else — rate limit, server down, offline — above the form.
 */
export function applyServerError<TValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TValues>,
  fields: readonly Path<TValues>[],
  fallback: string,
): void {
  const known: ReadonlySet<string> = new Set(fields);
  const issues = error instanceof HttpError ? (error.issues ?? []).filter((issue) => known.has(issue.path)) : [];
  issues.forEach((issue, index) => {
    setError(issue.path as Path<TValues>, { type: 'server', message: issue.message }, { shouldFocus: index === 0 });
  });
  if (issues.length === 0) setError('root', { type: 'server', message: userMessage(error, fallback) });
}
