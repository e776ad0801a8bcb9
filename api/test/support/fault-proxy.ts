/**
 * A TCP proxy on loopback that the fault tests put between an api node and what it reaches
 * (PostgreSQL, the bucket), so a test can break one node's connections the way a network does:
 * - `cut()`: every open connection is reset and new ones are refused until `heal()`;
 * - `blackhole()`: open and new connections stay up but nothing passes either way (a dead
 *   route: the client waits until its own timeout);
 * - `delay(ms)`: every chunk waits ms before it is passed on (order kept);
 * - `retarget(target)`: new connections go to another server (the address that moves to a
 *   promoted standby); open ones are reset, as a failover resets them.
 * Only loopback addresses are accepted, for the listener and the target.
 */
import { once } from 'node:events';
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface ProxyTarget {
  host: string;
  port: number;
}

type Mode = 'pass' | 'cut' | 'blackhole';

function requireLoopback(host: string): void {
  if (!/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)) throw new Error(`fault proxy: ${host} is not a loopback address (127.0.0.0/8)`);
}

/** One direction of a connection: chunks pass in order, each after the proxy's current delay, and only in pass mode. */
function relay(from: Socket, to: Socket, state: { mode: Mode; delayMs: number }): void {
  let queue = Promise.resolve();
  from.on('data', (chunk: Buffer) => {
    if (state.mode === 'blackhole') return;
    // A latency, not a queue of sleeps: each chunk is due delayMs after it arrived.
    const dueAt = Date.now() + state.delayMs;
    queue = queue.then(async () => {
      const waitMs = dueAt - Date.now();
      if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
      if (state.mode === 'pass' && !to.destroyed) to.write(chunk);
    });
  });
  // A half-close passes on after the chunks before it.
  from.on('end', () => {
    queue = queue.then(() => {
      if (!to.destroyed) to.end();
    });
  });
}

export class FaultProxy {
  private readonly state: { mode: Mode; delayMs: number } = { mode: 'pass', delayMs: 0 };
  private readonly open = new Set<Socket>();
  private target: ProxyTarget;
  /** Connections accepted since start. */
  accepted = 0;

  private constructor(
    private readonly server: Server,
    readonly host: string,
    readonly port: number,
    target: ProxyTarget,
  ) {
    this.target = target;
  }

  /** A proxy listening on `host` (a free port unless given) in front of `target`. */
  static async start(target: ProxyTarget, listen: { host?: string; port?: number } = {}): Promise<FaultProxy> {
    const host = listen.host ?? '127.0.0.1';
    requireLoopback(host);
    requireLoopback(target.host);
    const server = createServer();
    server.listen(listen.port ?? 0, host);
    await once(server, 'listening');
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('fault proxy: no port');
    const proxy = new FaultProxy(server, host, address.port, target);
    server.on('connection', (client) => proxy.accept(client));
    return proxy;
  }

  /** `host:port` of the proxy, for a URL. */
  get address(): string {
    return `${this.host}:${this.port}`;
  }

  get connections(): number {
    return this.open.size;
  }

  cut(): void {
    this.state.mode = 'cut';
    this.resetAll();
  }

  blackhole(): void {
    this.state.mode = 'blackhole';
  }

  delay(ms: number): void {
    this.state.delayMs = ms;
  }

  heal(): void {
    this.state.mode = 'pass';
    this.state.delayMs = 0;
  }

  retarget(target: ProxyTarget): void {
    requireLoopback(target.host);
    this.target = target;
    this.resetAll();
  }

  async close(): Promise<void> {
    this.resetAll();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private resetAll(): void {
    for (const socket of this.open) socket.resetAndDestroy();
    this.open.clear();
  }

  private accept(client: Socket): void {
    this.accepted += 1;
    if (this.state.mode === 'cut') {
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(this.target.port, this.target.host);
    for (const socket of [client, upstream]) {
      this.open.add(socket);
      socket.setNoDelay(true);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        this.open.delete(socket);
        // One side gone ends the other, as a real connection would.
        (socket === client ? upstream : client).destroy();
      });
    }
    relay(client, upstream, this.state);
    relay(upstream, client, this.state);
  }
}
