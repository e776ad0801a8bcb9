/**
 * Debian's HAProxy in front of the cluster test's api nodes, as production runs it: a
 * configuration generated per run (docs in bench/README.md, 'The cluster test', say why each
 * setting), `haproxy -f <cfg> -db` as a child process, the site on 127.0.0.1:<free port> and a
 * stats page on another free loopback port, read as CSV for each server's state. Every answer
 * carries `x-usb-node: <server>`, so the test knows which node served it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { ApiNode } from './api-node';
import { READY_PATH } from './api-node';

export const NODE_HEADER = 'x-usb-node';

/** A free TCP port on a loopback address (the listener closes again at once). */
export async function freePort(host: string): Promise<number> {
  const server = createServer();
  server.listen(0, host);
  await once(server, 'listening');
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error(`no free port on ${host}`);
  return address.port;
}

export function haproxyConfig(nodes: ApiNode[], port: number, statsPort: number): string {
  const servers = nodes.map((node) => `  server ${node.name} ${node.settings.host}:${node.settings.port} check`);
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 1s',
    '  timeout client 30s',
    '  timeout server 15s',
    '  timeout http-keep-alive 10s',
    '  timeout check 1s',
    'frontend site',
    `  bind 127.0.0.1:${port}`,
    '  default_backend api',
    'backend api',
    '  balance roundrobin',
    `  option httpchk GET ${READY_PATH}`,
    '  http-check expect status 200',
    '  default-server inter 500ms fastinter 250ms downinter 500ms fall 2 rise 2',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response response-timeout 503',
    '  http-request disable-l7-retry unless METH_GET || METH_HEAD',
    `  http-response set-header ${NODE_HEADER} %s`,
    ...servers,
    'listen stats',
    `  bind 127.0.0.1:${statsPort}`,
    '  stats enable',
    '  stats uri /stats',
    '',
  ].join('\n');
}

/** A server's state on the stats page: UP, DOWN, or a transition such as 'UP 1/2'. */
export type ServerState = string;

export class Haproxy {
  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
    private readonly statsUrl: string,
    private readonly lines: string[],
  ) {}

  /** Writes the configuration into dir, starts haproxy and waits until every node is UP. */
  static async start(nodes: ApiNode[], dir: string): Promise<Haproxy> {
    const port = await freePort('127.0.0.1');
    const statsPort = await freePort('127.0.0.1');
    const file = join(dir, 'haproxy.cfg');
    writeFileSync(file, haproxyConfig(nodes, port, statsPort));
    const child = spawn('haproxy', ['-f', file, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const lines: string[] = [];
    for (const stream of [child.stdout, child.stderr]) {
      stream?.setEncoding('utf8');
      stream?.on('data', (text: string) => lines.push(text));
    }
    const haproxy = new Haproxy(child, `http://127.0.0.1:${port}`, `http://127.0.0.1:${statsPort}/stats;csv`, lines);
    await haproxy.waitFor(
      nodes.map((node) => node.name),
      'UP',
      15_000,
    );
    return haproxy;
  }

  /** Each server's state. */
  async states(): Promise<Map<string, ServerState>> {
    const text = await (await fetch(this.statsUrl, { signal: AbortSignal.timeout(2000) })).text();
    const [header, ...rows] = text.split('\n');
    const columns = (header ?? '').replace(/^# /, '').split(',');
    const [proxy, server, status] = ['pxname', 'svname', 'status'].map((name) => columns.indexOf(name));
    const states = new Map<string, ServerState>();
    for (const row of rows) {
      const cells = row.split(',');
      if (cells[proxy ?? -1] === 'api' && !['FRONTEND', 'BACKEND'].includes(cells[server ?? -1] ?? '')) {
        states.set(cells[server ?? -1] ?? '', cells[status ?? -1] ?? '');
      }
    }
    return states;
  }

  /** Resolves once every named server is in the state; answers the ms it took. */
  async waitFor(names: string[], state: ServerState, timeoutMs: number): Promise<number> {
    const started = performance.now();
    while (performance.now() - started < timeoutMs) {
      if (this.child.exitCode !== null) throw new Error(`haproxy exited:\n${this.lines.join('')}`);
      try {
        const states = await this.states();
        if (names.every((name) => states.get(name) === state)) return performance.now() - started;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`haproxy: ${names.join(', ')} not ${state} within ${timeoutMs} ms:\n${this.lines.join('')}`);
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = once(this.child, 'exit');
    this.child.kill('SIGTERM');
    await exited;
  }
}
