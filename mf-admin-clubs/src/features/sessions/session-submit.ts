import { apiErrorMessage } from '@club/api-client';
import { HttpError } from '@club/http';
import { toast } from '@club/stack';
import { FORM_FIELD_OF, type SessionFormValues } from './session-form-values';

type SetError = (name: keyof SessionFormValues | 'root', error: { type: string; message: string }, options?: { shouldFocus: boolean }) => void;

/**
 * A refused plan or edit: field messages under their fields, conflicts listed by PlanConflicts, the overall
 * French message above the form and in the toast.
 */
export function reportSessionFailure(error: unknown, setError: SetError, fallback: string): void {
  const message = apiErrorMessage(error, fallback);
  const issues = error instanceof HttpError ? (error.issues ?? []) : [];
  let focused = false;
  for (const issue of issues) {
    const field = FORM_FIELD_OF[issue.path];
    if (!field) continue;
    setError(field, { type: 'server', message: issue.message }, { shouldFocus: !focused });
    focused = true;
  }
  if (!issues.some((issue) => issue.path.startsWith('occurrences.'))) setError('root', { type: 'server', message });
  toast.error(message);
}
