import { BlogCallError, blogErrorMessage } from '@club/api-client';
import { toast } from '@club/stack';
import { applyServerError } from '@club/ui/forms';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** The HTTP failure behind a blog call's error (its per-field issues live there). */
const httpCause = (error: unknown) => (error instanceof BlogCallError ? error.cause : error);

/** A failure toast: the fallback of the action, and the server's French reason when it gave one. */
export function failureToast(fallback: string, error: unknown): void {
  const message = blogErrorMessage(error, fallback);
  toast.error(fallback, message === fallback ? {} : { description: message });
}

/** A refused form: the API's field messages under their fields, the reason above the form, and a toast. */
export function reportSubmitFailure<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[], fallback: string): void {
  applyServerError(httpCause(error), setError, fields, blogErrorMessage(error, fallback));
  failureToast(fallback, error);
}
