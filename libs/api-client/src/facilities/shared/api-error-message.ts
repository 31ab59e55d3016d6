import { userMessage } from '@club/http';
import { EmptyResultError } from './empty-result-error';

/** The French sentence for a failed facilities call: the API's (or spec's) message, else `fallback`. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof EmptyResultError) return error.userMessage;
  return userMessage(error, fallback);
}
