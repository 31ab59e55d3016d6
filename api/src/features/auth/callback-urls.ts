import { sameSitePath, type ApiErrorIssue } from '@club/contracts';
import { validationError } from '../../shared/app-error';

/** better-auth's parameters naming where to send the browser next (body or query, depending on the endpoint). */
const CALLBACK_FIELDS = ['callbackURL', 'redirectTo', 'errorCallbackURL', 'newUserCallbackURL'] as const;

const CALLBACK_MESSAGE = "L'adresse de retour doit être une page de ce site (par exemple /user/profile).";

// A value with a scheme (`https://…`) is an absolute URL: better-auth checks it against the trusted origins.
const hasScheme = (value: string) => /^[a-z][a-z0-9+.-]*:/i.test(value);

/**
 * A relative callback is followed only if it is still a path of this site once normalised (ADR 157):
 * better-auth's own check reads the raw value and lets `/.//evil.example` through.
 */
export function assertSameSiteCallbacks(...sources: Record<string, unknown>[]): void {
  const issues: ApiErrorIssue[] = sources.flatMap((source) =>
    CALLBACK_FIELDS.filter((field) => {
      const value = source[field];
      if (value === undefined || value === null || value === '') return false;
      return typeof value !== 'string' || (!hasScheme(value) && sameSitePath(value) === null);
    }).map((field) => ({ path: field, message: CALLBACK_MESSAGE })),
  );
  if (issues.length) throw validationError(issues, CALLBACK_MESSAGE);
}
