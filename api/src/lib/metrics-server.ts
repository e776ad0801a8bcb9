/**
 * The metrics' own HTTP server (METRICS_HOST:METRICS_PORT, never the site's port): GET /metrics
 * answers Prometheus' text format from whatever `scrape` returns (one process's registry, or a
 * cluster primary's sum over its workers); anything else is 404.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Scrape {
  contentType: string;
  metrics(): Promise<string>;
}

export interface MetricsServer {
  address: AddressInfo;
  close(): Promise<void>;
}

export async function startMetricsServer(scrape: Scrape, listen: { host: string; port: number }, onError: (error: unknown) => void): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    scrape.metrics().then(
      (body) => response.writeHead(200, { 'content-type': scrape.contentType }).end(body),
      (error: unknown) => {
        onError(error);
        response.writeHead(500).end();
      },
    );
  });
  server.listen(listen.port, listen.host);
  await once(server, 'listening');
  return {
    address: server.address() as AddressInfo,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
