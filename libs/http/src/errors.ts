import { parseApiErrorBody, type ApiIssue } from './api-error-body';

/**
 * A response with a non-2xx status. `message` is the technical English one of the spec (for logs);
 * what to show a person is `apiMessage` (French, from the API) — see `userMessage`.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  readonly method: string;
  readonly url: string;
  /** The response body as received (parsed JSON, text, or undefined). */
  readonly body: unknown;
  readonly code?: string;
  readonly apiMessage?: string;
  readonly requestId?: string;
  readonly issues?: ApiIssue[];

  constructor({ status, method, url, body }: { status: number; method: string; url: string; body: unknown }) {
    super(`Request failed with status code ${status}: ${method} ${url}`);
    this.status = status;
    this.method = method;
    this.url = url;
    this.body = body;
    const apiError = parseApiErrorBody(body);
    if (apiError) {
      this.code = apiError.code;
      this.apiMessage = apiError.message;
      this.requestId = apiError.requestId;
      this.issues = apiError.issues;
    }
  }
}

/** No response within the timeout. */
export class HttpTimeoutError extends Error {
  override readonly name = 'HttpTimeoutError';
  constructor(
    readonly method: string,
    readonly url: string,
  ) {
    super(`Request timed out: ${method} ${url}`);
  }
}

/** fetch itself failed: offline, DNS, CORS, connection reset… */
export class HttpNetworkError extends Error {
  override readonly name = 'HttpNetworkError';
  constructor(
    readonly method: string,
    readonly url: string,
    options: { cause: unknown },
  ) {
    super(`Network error: ${method} ${url}`, options);
  }
}

/** A 2xx response whose body does not match the contract the caller asked to check. */
export class HttpParseError extends Error {
  override readonly name = 'HttpParseError';
  constructor(
    readonly method: string,
    readonly url: string,
    options: { cause: unknown },
  ) {
    super(`Invalid response format from server: ${method} ${url}`, options);
  }
}
