import { createHash } from 'node:crypto';
import { API_ERROR_CODES } from '@club/contracts';
import { AppError } from '../../shared/app-error';
import type { FailureCounter } from '../../shared/rate-limit/failure-counter';

/** Window of the per-account count of failed sign-ins, from the first failure (ADR 083). */
const ACCOUNT_FAILURE_WINDOW_SECONDS = 15 * 60;

const accountLockedError = (retryAfterSeconds: number) =>
  new AppError(
    429,
    API_ERROR_CODES.rateLimited,
    `Trop de tentatives de connexion échouées pour ce compte. Réessayez dans ${Math.ceil(retryAfterSeconds / 60)} min, ou réinitialisez votre mot de passe.`,
    { headers: { 'Retry-After': String(retryAfterSeconds) } },
  );

/**
 * Per-account throttling of failed password sign-ins, on top of the per-address limits: after
 * `maxFailures` failures for one e-mail in the window, that account's sign-ins are refused until the
 * window ends, whatever the address they come from. A successful sign-in starts afresh.
 */
export interface AccountThrottle {
  /** Throws the 429 while the account is locked. */
  assertAllowed(email: string): Promise<void>;
  recordFailure(email: string): Promise<void>;
  recordSuccess(email: string): Promise<void>;
}

// Hashed: the counters (in Redis, possibly shared) never hold e-mail addresses.
const accountKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

export function accountThrottle(counter: FailureCounter, maxFailures: number): AccountThrottle {
  return {
    async assertAllowed(email) {
      const { count, retryAfterSeconds } = await counter.peek(accountKey(email));
      if (count >= maxFailures) throw accountLockedError(retryAfterSeconds);
    },
    async recordFailure(email) {
      await counter.add(accountKey(email), ACCOUNT_FAILURE_WINDOW_SECONDS);
    },
    async recordSuccess(email) {
      await counter.clear(accountKey(email));
    },
  };
}
