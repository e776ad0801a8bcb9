/** The fault tests' TCP proxy (support/fault-proxy.ts): it passes bytes, and cuts, blackholes, delays and moves as it says. */
import { once } from 'node:events';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { FaultProxy } from '../support/fault-proxy';

/** An echo server on loopback that prefixes each answer with its name. */
async function echoServer(name: string): Promise<{ server: Server; port: number }> {
  const server = createServer((socket) => {
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => socket.write(`${name}:${chunk.toString()}`));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { server, port: address.port };
}

async function dial(proxy: FaultProxy): Promise<Socket> {
  const socket = connect(proxy.port, proxy.host);
  await once(socket, 'connect');
  return socket;
}

/** Resolves when the socket closes, whether by a reset (an error) or an end. */
function closeOf(socket: Socket): Promise<void> {
  socket.on('error', () => undefined);
  return new Promise((resolve) => socket.once('close', () => resolve()));
}

/** The first answer to `text`, or 'timeout' / 'closed'. */
async function ask(socket: Socket, text: string, timeoutMs = 300): Promise<string> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('timeout'), timeoutMs);
    socket.once('data', (chunk: Buffer) => {
      clearTimeout(timer);
      resolve(chunk.toString());
    });
    socket.once('close', () => {
      clearTimeout(timer);
      resolve('closed');
    });
    socket.on('error', () => undefined);
    socket.write(text);
  });
}

describe('fault proxy', () => {
  let a: { server: Server; port: number };
  let b: { server: Server; port: number };
  let proxy: FaultProxy;

  beforeEach(async () => {
    a = await echoServer('a');
    b = await echoServer('b');
    proxy = await FaultProxy.start({ host: '127.0.0.1', port: a.port });
  });

  afterEach(async () => {
    await proxy.close();
    a.server.close();
    b.server.close();
  });

  it('passes bytes both ways', async () => {
    const socket = await dial(proxy);
    expect(await ask(socket, 'hi')).toBe('a:hi');
    socket.destroy();
  });

  it('cut resets open connections and refuses new ones until healed', async () => {
    const socket = await dial(proxy);
    expect(await ask(socket, 'one')).toBe('a:one');
    const closed = closeOf(socket);
    proxy.cut();
    await closed;
    const refused = connect(proxy.port, proxy.host);
    await closeOf(refused);
    proxy.heal();
    const again = await dial(proxy);
    expect(await ask(again, 'two')).toBe('a:two');
    again.destroy();
  });

  it('blackhole keeps the connection but passes nothing', async () => {
    const socket = await dial(proxy);
    proxy.blackhole();
    expect(await ask(socket, 'lost')).toBe('timeout');
    expect(socket.destroyed).toBe(false);
    socket.destroy();
  });

  it('delay holds every chunk back', async () => {
    const socket = await dial(proxy);
    proxy.delay(200);
    const started = performance.now();
    expect(await ask(socket, 'slow', 2_000)).toBe('a:slow');
    expect(performance.now() - started).toBeGreaterThanOrEqual(380);
    socket.destroy();
  });

  it('retarget sends new connections to the other server', async () => {
    const before = await dial(proxy);
    proxy.retarget({ host: '127.0.0.1', port: b.port });
    expect(await ask(before, 'old')).toBe('closed');
    const after = await dial(proxy);
    expect(await ask(after, 'new')).toBe('b:new');
    after.destroy();
  });

  it('refuses addresses outside loopback', async () => {
    await expect(FaultProxy.start({ host: '10.0.0.1', port: 5432 })).rejects.toThrow(/loopback/);
  });
});
