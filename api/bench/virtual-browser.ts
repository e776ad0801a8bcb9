/**
 * One patrol's browser, speaking to the api as the shell does: a keep-alive connection, the
 * session token in x-auth-token, and the XSRF double submit (the XSRF-TOKEN cookie it was
 * given, sent back as a cookie and echoed in X-XSRF-TOKEN on every POST).
 */
import { Agent, request, type IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { restPaths, TOKEN_HEADER, XSRF_COOKIE, XSRF_HEADER } from '@usb/contracts/rest';

/** A request that takes longer is a failed request. */
const REQUEST_TIMEOUT_MS = 10_000;

export interface GraphqlRequest {
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
}

interface HttpAnswer {
  status: number;
  text: string;
}

function decode(response: IncomingMessage, body: Buffer): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  if (encoding === 'deflate') return inflateSync(body).toString('utf8');
  return body.toString('utf8');
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

  private headers(body: string | undefined): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br', [TOKEN_HEADER]: this.authToken };
    if (this.xsrfToken !== null) {
      headers.cookie = `${XSRF_COOKIE}=${this.xsrfToken}`;
      if (body !== undefined) headers[XSRF_HEADER.toLowerCase()] = this.xsrfToken;
    }
    if (body !== undefined) headers['content-type'] = 'application/json';
    return headers;
  }

  private keepCookie(response: IncomingMessage): void {
    for (const cookie of response.headers['set-cookie'] ?? []) {
      const match = new RegExp(`^${XSRF_COOKIE}=([^;]+)`).exec(cookie);
      if (match?.[1]) this.xsrfToken = match[1];
    }
  }

  private send(method: 'GET' | 'POST', path: string, body?: string): Promise<HttpAnswer> {
    return new Promise((resolve, reject) => {
      const outgoing = request(`${this.origin}${path}`, { method, agent: this.agent, headers: this.headers(body), timeout: REQUEST_TIMEOUT_MS }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          this.keepCookie(response);
          try {
            resolve({ status: response.statusCode ?? 0, text: decode(response, Buffer.concat(chunks)) });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      });
      outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)));
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }
}
