import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { e2eSite } from './site';

export interface RemoteDevServer {
  baseURL: string;
  stop: () => void;
}

const startTimeoutMs = 150_000;

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts one remote's own dev page as a developer does (`webpack serve --mode development` in
 * its folder) on `port`, with the dev server forwarding the api to the e2e site, and resolves
 * once the page answers. The first build takes about 20 s. stop() ends the server and its
 * child processes (they run in a process group of their own).
 */
export async function startRemoteDevServer(remoteFolder: string, port: number): Promise<RemoteDevServer> {
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawn('npx', ['webpack', 'serve', '--mode', 'development', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: join(__dirname, '..', '..', remoteFolder),
    env: { ...process.env, USB_API_URL: e2eSite.baseURL },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    if (server.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  };
  const deadline = Date.now() + startTimeoutMs;
  while (!(await answers(baseURL))) {
    if (server.exitCode !== null || Date.now() > deadline) {
      stop();
      throw new Error(`the dev server of ${remoteFolder} did not start on ${baseURL}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { baseURL, stop };
}
