/**
 * A patrol's browser on the open loop's shared connections (lean-http-pool.ts): it sends the
 * headers of virtual-browser.ts (browserHeaders: session token, the XSRF cookie and its echo,
 * JSON), so the api sees the shell's requests; only the client under them is leaner.
 */
import type { GraphqlClient } from './event-night-operations';
import type { LeanHttpPool } from './lean-http-pool';
import { browserHeaders, type GraphqlRequest } from './virtual-browser';

export class PooledBrowser implements GraphqlClient {
  private readonly headerLines: readonly string[];

  constructor(
    private readonly pool: LeanHttpPool,
    authToken: string,
    xsrfToken: string,
  ) {
    this.headerLines = Object.entries(browserHeaders(authToken, xsrfToken, true)).map(([name, value]) => `${name}: ${value}`);
  }

  async graphql(operation: GraphqlRequest): Promise<unknown> {
    const answer = await this.pool.post('/graphql', this.headerLines, JSON.stringify(operation));
    if (answer.status !== 200) throw new Error(`HTTP ${answer.status}: ${answer.text.slice(0, 200)}`);
    return JSON.parse(answer.text) as unknown;
  }
}
