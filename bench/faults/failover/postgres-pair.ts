/**
 * A PostgreSQL 15 primary and a streaming standby of it, made by the test in a temp folder with
 * Debian's tools, as a managed PostgreSQL or Patroni keeps them: the standby is a
 * `pg_basebackup -R` copy that streams from the primary, synchronous (the primary's commit waits
 * until the standby has flushed it) or asynchronous. Both listen on free ports on 127.0.0.1 and
 * on a socket in the temp folder, never on the machine's own cluster (5432). The standby streams
 * through a fault proxy of its own (the link between the two machines), which the test can cut
 * as a network partition would. PostgreSQL refuses
 * to run as root, so every tool runs as the `postgres` user, which owns the folder. `dispose`
 * stops both servers (by their data folders' pid files) and removes the folder, whatever state
 * the test left them in.
 */
import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { FaultProxy } from '@usb/api/test/support/fault-proxy';

const run = promisify(execFile);
const BIN = '/usr/lib/postgresql/15/bin';
const HOST = '127.0.0.1';

export type Replication = 'sync' | 'async';

/** A tool of BIN run as the postgres user. */
async function asPostgres(tool: string, args: string[]): Promise<string> {
  const { stdout } = await run('runuser', ['-u', 'postgres', '--', join(BIN, tool), ...args], { timeout: 60_000 });
  return stdout;
}

async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** A port nobody listens on right now (the kernel's choice for port 0). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export interface Server {
  port: number;
  dataDir: string;
}

export class PostgresPair {
  private readonly started: Server[] = [];
  private link: FaultProxy | null = null;

  private constructor(
    private readonly folder: string,
    readonly primary: Server,
    readonly standby: Server,
  ) {}

  /** A fresh primary with the `usb` database, and its standby streaming in the given mode. */
  static async start(replication: Replication): Promise<PostgresPair> {
    const folder = mkdtempSync(join(tmpdir(), 'usb-failover-'));
    const { uid, gid } = await postgresIds();
    chownSync(folder, uid, gid);
    const pair = new PostgresPair(
      folder,
      { port: await freePort(), dataDir: join(folder, 'primary') },
      { port: await freePort(), dataDir: join(folder, 'standby') },
    );
    try {
      await asPostgres('initdb', ['-D', pair.primary.dataDir, '--auth=trust', '-U', 'postgres', '--no-sync', '--no-instructions']);
      await pair.startServer(pair.primary);
      await pair.query(pair.primary, 'create database usb', [], 'postgres');
      pair.link = await FaultProxy.start({ host: HOST, port: pair.primary.port });
      await asPostgres('pg_basebackup', [
        '-h',
        HOST,
        '-p',
        String(pair.link.port),
        '-U',
        'postgres',
        '-D',
        pair.standby.dataDir,
        '-R',
        '-X',
        'stream',
        '--checkpoint=fast',
      ]);
      await pair.startServer(pair.standby);
      // Set after the copy was taken: postgresql.auto.conf is not replicated, so the standby, once
      // promoted, does not wait for a standby of its own.
      if (replication === 'sync') {
        await pair.query(pair.primary, "alter system set synchronous_standby_names = '*'", [], 'postgres');
        await pair.query(pair.primary, 'select pg_reload_conf()', [], 'postgres');
      }
      await pair.waitForReplication(replication);
      return pair;
    } catch (error) {
      await pair.dispose();
      throw error;
    }
  }

  /** The application's database on a server, as the api's DATABASE_URL names it. */
  url(server: Server, database = 'usb'): string {
    return `postgres://postgres@${HOST}:${server.port}/${database}`;
  }

  /** One statement on a server's `usb` database (or another), on a connection of its own. */
  async query<Row extends Record<string, unknown>>(server: Server, text: string, values: unknown[] = [], database = 'usb'): Promise<Row[]> {
    const client = new Client({ connectionString: this.url(server, database) });
    await client.connect();
    try {
      return (await client.query<Row>(text, values)).rows;
    } finally {
      await client.end();
    }
  }

  /** How far the standby is behind, as the primary last measured it (ms until it wrote and flushed the WAL; null when idle). */
  async replicationLag(): Promise<{ writeLagMs: number | null; flushLagMs: number | null }> {
    const [row] = await this.query<{ write_ms: string | null; flush_ms: string | null }>(
      this.primary,
      'select extract(epoch from write_lag) * 1000 as write_ms, extract(epoch from flush_lag) * 1000 as flush_ms from pg_stat_replication',
      [],
      'postgres',
    );
    const ms = (value: string | null | undefined) => (value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10);
    return { writeLagMs: ms(row?.write_ms), flushLagMs: ms(row?.flush_ms) };
  }

  /** The link between the two goes down: the standby stops receiving WAL and cannot reconnect. */
  cutLink(): void {
    this.link?.cut();
  }

  /** The primary dies at once: no shutdown checkpoint, open connections dropped, unsent WAL never sent. */
  async killPrimary(): Promise<void> {
    await asPostgres('pg_ctl', ['stop', '-D', this.primary.dataDir, '-m', 'immediate', '-w']);
  }

  /** The standby leaves recovery and takes writes; resolves once it does. */
  async promoteStandby(): Promise<void> {
    await asPostgres('pg_ctl', ['promote', '-D', this.standby.dataDir, '-w', '-t', '30']);
  }

  async dispose(): Promise<void> {
    for (const server of this.started) {
      await asPostgres('pg_ctl', ['stop', '-D', server.dataDir, '-m', 'immediate', '-w']).catch(() => undefined);
    }
    await this.link?.close();
    rmSync(this.folder, { recursive: true, force: true });
  }

  private async startServer(server: Server): Promise<void> {
    const options = `-c port=${server.port} -c listen_addresses=${HOST} -c unix_socket_directories=${this.folder} -c max_connections=60`;
    this.started.push(server);
    await asPostgres('pg_ctl', [
      'start',
      '-D',
      server.dataDir,
      '-l',
      join(this.folder, `${server === this.primary ? 'primary' : 'standby'}.log`),
      '-w',
      '-o',
      options,
    ]);
  }

  /** Until the primary reports the standby streaming, as synchronous when asked. */
  private async waitForReplication(replication: Replication): Promise<void> {
    const wanted = replication === 'sync' ? 'sync' : 'async';
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const rows = await this.query<{ state: string; sync_state: string }>(this.primary, 'select state, sync_state from pg_stat_replication', [], 'postgres');
      if (rows.some((row) => row.state === 'streaming' && row.sync_state === wanted)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the standby is not streaming (${wanted}) after 30 s`);
  }
}
