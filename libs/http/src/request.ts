import { buildInit, InvalidJsonError, readBody } from './body';
import { HttpError, HttpNetworkError, HttpParseError, HttpTimeoutError } from './errors';
import { backoffDelay, DEFAULT_RETRIES, isRetryableMethod, isRetryableStatus, retryDelay } from './retry-policy';
import { buildUrl, type QueryParams } from './url';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS' | 'TRACE';

/** Anything with zod's `parse` (a schema from @club/contracts); the client itself does not depend on zod. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

export interface RequestOptions<T = unknown> {
  /** Sent as JSON, except FormData / URLSearchParams / Blob which are sent as they are. */
  body?: unknown;
  query?: QueryParams;
  headers?: HeadersInit;
  signal?: AbortSignal;
  /** Per attempt, until the whole body is read. Spec §7: 10 s. */
  timeoutMs?: number;
  /** Retries of an idempotent method (POST and PATCH are never retried). Spec §7: 2. */
  retries?: number;
  /** Validates (and types) the success body. */
  parse?: ResponseSchema<T>;
}

export const DEFAULT_TIMEOUT_MS = 10_000;

interface Attempt {
  method: string;
  url: string;
  init: RequestInit;
  timeoutMs: number;
  signal: AbortSignal | undefined;
}

async function attempt({ method, url, init, timeoutMs, signal }: Attempt): Promise<{ response: Response; body: unknown }> {
  signal?.throwIfAborted();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    return { response, body: await readBody(response, method) };
  } catch (error) {
    if (timedOut) throw new HttpTimeoutError(method, url);
    if (signal?.aborted) throw signal.reason;
    if (error instanceof InvalidJsonError) throw new HttpParseError(method, url, { cause: error });
    throw new HttpNetworkError(method, url, { cause: error });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function validate<T>(body: unknown, schema: ResponseSchema<T> | undefined, method: string, url: string): T {
  if (!schema) return body as T;
  try {
    return schema.parse(body);
  } catch (error) {
    throw new HttpParseError(method, url, { cause: error });
  }
}

/**
 * One call to the API: JSON in and out, cookies included, timeout, and retries of idempotent
 * methods on transient statuses (and network failures) with exponential backoff honouring Retry-After.
 * Throws HttpError, HttpTimeoutError, HttpNetworkError, HttpParseError, or the caller's abort reason.
 */
export async function request<T = unknown>(method: HttpMethod, path: string, options: RequestOptions<T> = {}): Promise<T> {
  const url = buildUrl(path, options.query);
  const current: Attempt = {
    method,
    url,
    init: buildInit(method, options.body, options.headers),
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    signal: options.signal,
  };
  const maxRetries = isRetryableMethod(method) ? (options.retries ?? DEFAULT_RETRIES) : 0;

  for (let retry = 1; ; retry += 1) {
    let result: Awaited<ReturnType<typeof attempt>>;
    try {
      result = await attempt(current);
    } catch (error) {
      if (!(error instanceof HttpNetworkError) || retry > maxRetries) throw error;
      await sleep(backoffDelay(retry), options.signal);
      continue;
    }
    const { response, body } = result;
    if (response.ok) return validate(body, options.parse, method, url);
    const error = new HttpError({ status: response.status, method, url, body });
    const delay = retry <= maxRetries && isRetryableStatus(response.status) ? retryDelay(retry, response.headers.get('Retry-After')) : undefined;
    if (delay === undefined) throw error;
    await sleep(delay, options.signal);
  }
}
