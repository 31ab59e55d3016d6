import type { AuthErrorLike } from '@club/auth';

/** A refused better-auth call, carrying its code for the French catalogue (`authErrorMessage`). */
class AuthRequestError extends Error implements AuthErrorLike {
  override readonly name = 'AuthRequestError';
  readonly code: string | null;
  readonly status: number | undefined;

  constructor(error: { code?: string | null; message?: string | null; status?: number }) {
    super(error.message ?? `Auth request failed (${error.status ?? 'network'})`);
    this.code = error.code ?? null;
    this.status = error.status;
  }
}

/** better-auth answers `{ data, error }` instead of throwing: make it a normal promise for react-query. */
export async function unwrap<T>(call: Promise<{ data: T; error: null } | { data: null; error: { code?: string; message?: string; status: number } }>): Promise<T> {
  const { data, error } = await call;
  if (error) throw new AuthRequestError(error);
  return data as T;
}
