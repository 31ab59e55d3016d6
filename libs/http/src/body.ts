/** Bodies the browser encodes itself (and sets the Content-Type for); everything else is sent as JSON. */
const isRawBody = (body: unknown): body is FormData | URLSearchParams | Blob =>
  (typeof FormData !== 'undefined' && body instanceof FormData) || body instanceof URLSearchParams || (typeof Blob !== 'undefined' && body instanceof Blob);

export function buildInit(method: string, body: unknown, headersInit: HeadersInit | undefined): RequestInit {
  const headers = new Headers(headersInit);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const init: RequestInit = { method, headers, credentials: 'include' };
  if (body === undefined) return init;
  if (isRawBody(body)) return { ...init, body };
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return { ...init, body: JSON.stringify(body) };
}

export class InvalidJsonError extends Error {}

/**
 * The body as JSON when the server says it is JSON, else as text; undefined when empty.
 * Invalid JSON in an error response is kept as text (a proxy's HTML page), but rejected in a success.
 */
export async function readBody(response: Response, method: string): Promise<unknown> {
  if (method === 'HEAD' || response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if (!(response.headers.get('Content-Type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    if (response.ok) throw new InvalidJsonError('Invalid JSON', { cause: error });
    return text;
  }
}
