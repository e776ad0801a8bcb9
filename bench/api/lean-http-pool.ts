/**
 * The open loop's connections to the api: a fixed pool of keep-alive HTTP/1.1 sockets that write
 * each request as one buffer and read the answer by its content-length, first come first served.
 * It sends the same bytes a browser's request has (virtual-browser.ts builds the same headers),
 * at a fraction of node's http client's cost per request: the generator shares the machine's two
 * cores with the api and PostgreSQL, so every microsecond it spends is one the api does not get.
 * Only what the api answers is understood: a status line, headers, and a body of content-length
 * bytes, compressed or not. Anything else fails the request.
 */
import { connect, type Socket } from 'node:net';
import { decodeBody } from './virtual-browser';

export interface LeanAnswer {
  status: number;
  text: string;
}

interface Pending {
  bytes: Buffer;
  resolve: (answer: LeanAnswer) => void;
  reject: (error: Error) => void;
}

const HEADER_END = Buffer.from('\r\n\r\n');

interface Head {
  status: number;
  length: number;
  encoding: string | undefined;
  closes: boolean;
}

function parseHead(head: string): Head {
  const lines = head.split('\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(lines[0] ?? '')?.[1]);
  if (!Number.isInteger(status)) throw new Error(`not an HTTP/1.1 answer: ${lines[0] ?? ''}`);
  let length = -1;
  let encoding: string | undefined;
  let closes = false;
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'content-length') length = Number(value);
    else if (name === 'content-encoding') encoding = value.toLowerCase();
    else if (name === 'connection') closes = value.toLowerCase() === 'close';
    else if (name === 'transfer-encoding') throw new Error(`an answer with transfer-encoding ${value}`);
  }
  if (!Number.isInteger(length) || length < 0) throw new Error('an answer without content-length');
  return { status, length, encoding, closes };
}

/** One keep-alive socket; one request at a time. */
class LeanConnection {
  private socket: Socket | null = null;
  private received: Buffer = Buffer.alloc(0);
  private head: Head | null = null;
  private bodyStart = 0;
  private current: Pending | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly host: string,
    private readonly port: number,
    private readonly timeoutMs: number,
    private readonly onFree: (connection: LeanConnection) => void,
  ) {}

  send(pending: Pending): void {
    this.current = pending;
    this.timer = setTimeout(() => this.fail(new Error(`no answer within ${this.timeoutMs / 1000} s`)), this.timeoutMs);
    this.ensureSocket().write(pending.bytes);
  }

  destroy(): void {
    this.socket?.destroy();
    this.socket = null;
  }

  private ensureSocket(): Socket {
    if (this.socket) return this.socket;
    const socket = connect({ host: this.host, port: this.port, noDelay: true });
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    socket.on('error', (error) => this.fail(error));
    socket.on('close', () => {
      if (this.socket === socket) this.socket = null;
      if (this.current) this.fail(new Error('the api closed the connection'));
    });
    this.socket = socket;
    return socket;
  }

  private onData(chunk: Buffer): void {
    this.received = this.received.length === 0 ? chunk : Buffer.concat([this.received, chunk]);
    try {
      if (!this.head) {
        const end = this.received.indexOf(HEADER_END);
        if (end < 0) return;
        this.head = parseHead(this.received.subarray(0, end).toString('latin1'));
        this.bodyStart = end + HEADER_END.length;
      }
      const { head } = this;
      if (this.received.length < this.bodyStart + head.length) return;
      const text = decodeBody(head.encoding, this.received.subarray(this.bodyStart, this.bodyStart + head.length));
      this.received = Buffer.alloc(0);
      this.head = null;
      if (head.closes) this.destroy();
      this.finish()?.resolve({ status: head.status, text });
    } catch (error) {
      this.fail(error instanceof Error ? error : new Error(String(error)));
    }
  }

  private fail(error: Error): void {
    this.destroy();
    this.received = Buffer.alloc(0);
    this.head = null;
    this.finish()?.reject(error);
  }

  /** Ends the current request and offers the connection to the next one. */
  private finish(): Pending | null {
    const done = this.current;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.current = null;
    if (done) queueMicrotask(() => this.onFree(this));
    return done;
  }
}

export class LeanHttpPool {
  /** Oldest idle first: each request takes the connection idle longest, so the load spreads over every connection (and every api process behind them). */
  private readonly idle: LeanConnection[] = [];
  private readonly connections: LeanConnection[] = [];
  private readonly waiting: Pending[] = [];
  private readonly hostHeader: string;

  constructor(origin: string, size: number, timeoutMs: number) {
    const url = new URL(origin);
    if (url.protocol !== 'http:') throw new Error(`the lean pool speaks plain HTTP, not ${url.protocol}`);
    this.hostHeader = url.host;
    const free = (connection: LeanConnection) => {
      const next = this.waiting.shift();
      if (next) connection.send(next);
      else this.idle.push(connection);
    };
    for (let index = 0; index < size; index += 1) {
      const connection = new LeanConnection(url.hostname, Number(url.port || 80), timeoutMs, free);
      this.connections.push(connection);
      this.idle.push(connection);
    }
  }

  /** POST `body` to `path` with the header lines given (each `name: value`); the answer's status and decoded text. */
  post(path: string, headerLines: readonly string[], body: string): Promise<LeanAnswer> {
    const payload = Buffer.from(body, 'utf8');
    const head = [`POST ${path} HTTP/1.1`, `host: ${this.hostHeader}`, ...headerLines, `content-length: ${payload.length}`, '', ''].join('\r\n');
    const bytes = Buffer.concat([Buffer.from(head, 'latin1'), payload]);
    return new Promise((resolve, reject) => {
      const pending: Pending = { bytes, resolve, reject };
      const connection = this.idle.shift();
      if (connection) connection.send(pending);
      else this.waiting.push(pending);
    });
  }

  close(): void {
    for (const connection of this.connections) connection.destroy();
    for (const pending of this.waiting.splice(0)) pending.reject(new Error('the pool was closed'));
  }
}
