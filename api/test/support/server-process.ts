/**
 * The real server (src/server.ts, run from source with tsx) as a child process, for the tests
 * of what only a whole process does: the cluster of workers, signals, draining. Its stdout is
 * read as pino's JSON lines, which a test waits for and inspects; stop() kills what is left.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export const SERVER_WAIT_MS = 60_000;

export interface LogLine {
  pid: number;
  msg: string;
  port?: number;
  /** The metrics server's address ('metrics listening'). */
  address?: { address: string; port: number };
  req?: { method: string; url: string };
  res?: { statusCode: number };
}

/** The server's stdout as parsed log lines, and a way to wait for one. */
export class ServerLog {
  readonly lines: LogLine[] = [];
  private waiters: (() => void)[] = [];

  constructor(child: ChildProcess) {
    let rest = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      for (const part of parts) {
        if (part.startsWith('{')) this.lines.push(JSON.parse(part) as LogLine);
      }
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  async waitFor(what: string, found: (lines: LogLine[]) => boolean): Promise<void> {
    const deadline = Date.now() + SERVER_WAIT_MS;
    while (!found(this.lines)) {
      if (Date.now() > deadline) throw new Error(`no ${what} in the server log within ${SERVER_WAIT_MS / 1000} s`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }
}

export interface ServerProcess {
  child: ChildProcess;
  log: ServerLog;
  /** The port the site listens on (from the primary's or the single process's log). */
  port: number;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  /** SIGKILL if it still runs. */
  stop(): void;
}

/** Starts src/server.ts with the environment given (on top of this process's) and waits until it listens. */
export async function startServer(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, '../../src/server.ts')], {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  const log = new ServerLog(child);
  const listening = (line: LogLine) => line.msg === 'site listening' || line.msg.startsWith('Server listening at');
  try {
    await log.waitFor('"site listening"', (lines) => lines.some((line) => line.pid === child.pid && listening(line)));
  } catch (error) {
    stop();
    throw error;
  }
  const line = log.lines.find((entry) => entry.pid === child.pid && listening(entry));
  const port = line?.port ?? Number(/:(\d+)$/.exec(line?.msg ?? '')?.[1]);
  return { child, log, port, exited, stop };
}
