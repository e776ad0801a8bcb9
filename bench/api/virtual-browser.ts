/**
 * One patrol's browser, speaking to the api as the shell does: a keep-alive connection, the
 * session token in x-auth-token, and the XSRF double submit (the XSRF-TOKEN cookie it was
 * given, sent back as a cookie and echoed in X-XSRF-TOKEN on every POST).
 */
import { Agent, request, type IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { restPaths, TOKEN_HEADER, XSRF_COOKIE, XSRF_HEADER } from '@usb/schema/rest';

/** A request that takes longer is a failed request. */
export const REQUEST_TIMEOUT_MS = 10_000;

export interface GraphqlRequest {
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
}

interface HttpAnswer {
  status: number;
  text: string;
}

/** An answer's body as text, decompressed by its content-encoding; an encoding the api never sends fails the request. */
export function decodeBody(encoding: string | undefined, body: Buffer): string {
  if (encoding === undefined || encoding === 'identity') return body.toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  if (encoding === 'deflate') return inflateSync(body).toString('utf8');
  throw new Error(`an answer in an unknown encoding: ${encoding}`);
}

/** The headers the shell's requests carry: JSON, the session token, and the XSRF cookie with its echo on a request with a body. */
export function browserHeaders(authToken: string, xsrfToken: string | null, withBody: boolean): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br', [TOKEN_HEADER]: authToken };
  if (xsrfToken !== null) {
    headers.cookie = `${XSRF_COOKIE}=${xsrfToken}`;
    if (withBody) headers[XSRF_HEADER.toLowerCase()] = xsrfToken;
  }
  if (withBody) headers['content-type'] = 'application/json';
  return headers;
}

export interface BrowserOptions {
  /** Connections shared with other browsers (the open-loop bench's pool); by default one keep-alive connection of its own. */
  agent?: Agent;
  /** The XSRF cookie it already holds (from an earlier visit); by default the first answer sets one. */
  xsrfToken?: string;
}

export class VirtualBrowser {
  private readonly agent: Agent;
  private readonly ownAgent: boolean;
  private xsrfToken: string | null;

  constructor(
    private readonly origin: string,
    private readonly authToken: string,
    options: BrowserOptions = {},
  ) {
    this.agent = options.agent ?? new Agent({ keepAlive: true, maxSockets: 1 });
    this.ownAgent = options.agent === undefined;
    this.xsrfToken = options.xsrfToken ?? null;
  }

  /** What the shell does on load: restores the session (and so receives the XSRF cookie). */
  async open(): Promise<void> {
    const answer = await this.send('GET', restPaths.currentSession);
    if (answer.status !== 200) throw new Error(`GET ${restPaths.currentSession} answered ${answer.status}: ${answer.text}`);
    if (this.xsrfToken === null) throw new Error(`no ${XSRF_COOKIE} cookie on the first answer`);
  }

  /** POST /graphql; answers the parsed JSON body, or throws unless the status is 200. */
  async graphql(operation: GraphqlRequest): Promise<unknown> {
    const answer = await this.send('POST', '/graphql', JSON.stringify(operation));
    if (answer.status !== 200) throw new Error(`HTTP ${answer.status}: ${answer.text.slice(0, 200)}`);
    return JSON.parse(answer.text) as unknown;
  }

  /** Closes its own connection; a shared pool belongs to whoever made it. */
  close(): void {
    if (this.ownAgent) this.agent.destroy();
  }

  private keepCookie(response: IncomingMessage): void {
    for (const cookie of response.headers['set-cookie'] ?? []) {
      const match = new RegExp(`^${XSRF_COOKIE}=([^;]+)`).exec(cookie);
      if (match?.[1]) this.xsrfToken = match[1];
    }
  }

  private send(method: 'GET' | 'POST', path: string, body?: string): Promise<HttpAnswer> {
    return new Promise((resolve, reject) => {
      const outgoing = request(
        `${this.origin}${path}`,
        { method, agent: this.agent, headers: browserHeaders(this.authToken, this.xsrfToken, body !== undefined), timeout: REQUEST_TIMEOUT_MS },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            this.keepCookie(response);
            try {
              resolve({ status: response.statusCode ?? 0, text: decodeBody(response.headers['content-encoding'], Buffer.concat(chunks)) });
            } catch (error) {
              reject(error instanceof Error ? error : new Error(String(error)));
            }
          });
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)));
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }
}
