import { TOKEN_HEADER } from './paths';
import { xsrfHeaders } from './xsrf';

export interface RestResult<T> {
  status: number;
  ok: boolean;
  /** The parsed JSON body; null when the body was empty or not JSON. */
  data: T | null;
}

/**
 * Calls the api's REST side. Adds x-auth-token when a token is given and, for non-GET
 * requests to relative URLs, the XSRF header from the cookie. Never throws on an HTTP
 * status; a network failure rejects.
 */
export async function restRequest<T>(path: string, options: { method?: string; body?: unknown; token?: string | null } = {}): Promise<RestResult<T>> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = xsrfHeaders(method, path);
  if (options.token) headers[TOKEN_HEADER] = options.token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(path, {
    method,
    headers,
    credentials: 'same-origin',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let data: T | null = null;
  if (text) {
    try {
      data = JSON.parse(text) as T;
    } catch {
      data = null;
    }
  }
  return { status: response.status, ok: response.ok, data };
}
