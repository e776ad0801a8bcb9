/** A browser-like caller of the api over real HTTP, and what its answers look like. */

export interface HttpAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface GraphqlAnswer<T> {
  data: T | null;
  errors?: { message: string; extensions?: { code?: string; fields?: string[] } }[];
}

/** It holds the XSRF cookie it was given and echoes it, as the shell does. */
export class ApiClient {
  private xsrf: string | null = null;

  constructor(readonly baseUrl: string) {}

  async request<T = unknown>(
    method: string,
    path: string,
    options: { body?: unknown; token?: string | null; headers?: Record<string, string>; xsrf?: boolean } = {},
  ): Promise<HttpAnswer<T>> {
    if (this.xsrf === null && options.xsrf !== false && method !== 'GET') {
      await this.request('GET', '/api/health');
    }
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers['x-auth-token'] = options.token;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (this.xsrf && options.xsrf !== false) {
      headers.cookie = `XSRF-TOKEN=${this.xsrf}`;
      headers['x-xsrf-token'] = this.xsrf;
    }
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const cookie = /XSRF-TOKEN=([^;]+)/.exec(response.headers.get('set-cookie') ?? '');
    if (cookie?.[1] && this.xsrf === null) this.xsrf = cookie[1];
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (a static file): keep the text.
    }
    return { status: response.status, body: body as T, headers: response.headers };
  }

  get = <T = unknown>(path: string, token?: string | null) => this.request<T>('GET', path, { token });
  post = <T = unknown>(path: string, body?: unknown, token?: string | null) => this.request<T>('POST', path, { body, token });

  /** A GraphQL call; answers `{ data, errors }`. */
  async graphql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, token?: string | null): Promise<GraphqlAnswer<T>> {
    return (await this.post<GraphqlAnswer<T>>('/graphql', { query, variables }, token)).body;
  }
}

/** The first error code of a GraphQL answer. */
export function codeOf(answer: { errors?: { extensions?: { code?: string } }[] }): string | undefined {
  return answer.errors?.[0]?.extensions?.code;
}
