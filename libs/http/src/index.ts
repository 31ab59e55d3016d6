export type { ApiErrorBody, ApiIssue } from './api-error-body';
export { configureHttp, getHttpConfig, type HttpConfig } from './config';
export { HttpError, HttpNetworkError, HttpParseError, HttpTimeoutError } from './errors';
export { http } from './http';
export { DEFAULT_TIMEOUT_MS, request, type HttpMethod, type RequestOptions, type ResponseSchema } from './request';
export { DEFAULT_RETRIES, RETRY_METHODS, RETRY_STATUSES } from './retry-policy';
export type { QueryParams, QueryValue } from './url';
export { NETWORK_MESSAGE, TIMEOUT_MESSAGE, TOO_MANY_REQUESTS_MESSAGE, userMessage } from './user-message';
