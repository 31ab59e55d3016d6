import type { ContactMessageInput } from '@club/contracts';
import { HttpError, userMessage } from '@club/http';
import type { UseFormSetError } from 'react-hook-form';

const FIELDS: ReadonlySet<string> = new Set<keyof ContactMessageInput>(['name', 'email', 'subject', 'message', 'consent']);

export const SEND_FAILED_MESSAGE = "Votre message n'a pas pu être envoyé. Veuillez réessayer dans quelques instants.";

/**
 * Puts a refused submission back on the form: the API's per-field messages under their fields
 * (focus on the first), anything else — rate limit, server down, offline — above the form.
 */
export function applyServerError(error: unknown, setError: UseFormSetError<ContactMessageInput>): void {
  const fieldIssues = error instanceof HttpError ? (error.issues ?? []).filter((issue) => FIELDS.has(issue.path)) : [];
  fieldIssues.forEach((issue, index) => {
    setError(issue.path as keyof ContactMessageInput, { type: 'server', message: issue.message }, { shouldFocus: index === 0 });
  });
  if (fieldIssues.length === 0) setError('root', { type: 'server', message: userMessage(error, SEND_FAILED_MESSAGE) });
}
