/** What better-auth's client puts in `error` (and what a failed fetch can leave us with). */
export interface AuthErrorLike {
  code?: string | null;
  message?: string | null;
  status?: number;
}

/** A refused better-auth call, carrying its code and the API's French message (`authErrorMessage`). */
export class AuthRequestError extends Error implements AuthErrorLike {
  override readonly name = 'AuthRequestError';
  readonly code: string | null;
  readonly status: number | undefined;
  /** The API's French message, when it sent one (`message` may hold a technical one instead). */
  readonly apiMessage: string | null;
  /** The field issues of the app's error shape (a VALIDATION_ERROR of the API's auth hooks), French. */
  readonly issues: { path: string; message: string }[];

  constructor(error: { code?: string | null; message?: string | null; status?: number; issues?: unknown }) {
    super(error.message ?? `Auth request failed (${error.status ?? 'network'})`);
    this.code = error.code ?? null;
    this.status = error.status;
    this.apiMessage = error.message || null;
    this.issues = Array.isArray(error.issues) ? error.issues.filter(isIssue) : [];
  }
}

const isIssue = (value: unknown): value is { path: string; message: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { path?: unknown }).path === 'string' &&
  typeof (value as { message?: unknown }).message === 'string';

/** better-auth answers `{ data, error }` instead of throwing: make it a normal promise for react-query. */
export async function unwrapAuthResult<T>(
  call: Promise<{ data: T; error: null } | { data: null; error: { code?: string; message?: string; status: number } }>,
): Promise<T> {
  const { data, error } = await call;
  if (error) throw new AuthRequestError(error);
  return data as T;
}
