import { request, type RequestOptions } from './request';

type Options<T> = Omit<RequestOptions<T>, 'body'>;

/** Shorthands for `request`; paths are relative to the configured base URL (`/api`). */
export const http = {
  get: <T = unknown>(path: string, options?: Options<T>) => request<T>('GET', path, options),
  delete: <T = unknown>(path: string, options?: Options<T>) => request<T>('DELETE', path, options),
  post: <T = unknown>(path: string, body?: unknown, options?: Options<T>) => request<T>('POST', path, { ...options, body }),
  put: <T = unknown>(path: string, body?: unknown, options?: Options<T>) => request<T>('PUT', path, { ...options, body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: Options<T>) => request<T>('PATCH', path, { ...options, body }),
};
