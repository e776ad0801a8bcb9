/**
 * The CLI as a client of a running site's registry (--url): it streams a build folder as a
 * gzip tar to POST /api/remotes/<name>/versions, lists, activates and rolls back over REST,
 * with a deploy token, so it works while the site runs, on either database.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { create } from 'tar';
import {
  DEPLOY_TOKEN_SCHEME,
  remoteSwitchPath,
  remoteVersionsPath,
  restPaths,
  STAGE_ONLY_QUERY,
  type RemoteDeployResult,
  type RemoteSwitchResult,
  type RemoteVersionSummary,
  type RestError,
} from '@usb/schema/rest';
import { describeDeploy, describeVersion, type CliCommand, type Print } from './cli-output';

class RegistryCallError extends Error {
  override name = 'RegistryCallError';
}

interface Site {
  url: string;
  token: string;
}

async function call<T>(site: Site, path: string, init: RequestInit & { duplex?: 'half' } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('authorization', `${DEPLOY_TOKEN_SCHEME} ${site.token}`);
  let response: Response;
  try {
    response = await fetch(new URL(path, site.url), { ...init, headers });
  } catch (error) {
    throw new RegistryCallError(
      `${site.url} did not answer: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}`,
    );
  }
  const text = await response.text();
  if (!response.ok) {
    let reason = text;
    try {
      const body = JSON.parse(text) as RestError;
      reason = `${body.code}: ${body.message}`;
    } catch {
      // Not our JSON error body (a proxy's page): show it as it is.
    }
    throw new RegistryCallError(`${response.status} ${reason}`);
  }
  return JSON.parse(text) as T;
}

/** The folder's contents as a gzip tar, read while it is sent. */
function tarStream(folder: string): ReadableStream {
  return Readable.toWeb(Readable.from(create({ gzip: true, cwd: folder, portable: true }, ['.'])));
}

/** Uploads a build folder; `stage` only stores it (`?activate=false`). */
export async function deployOverHttp(site: Site, name: string, folder: string, { stage = false } = {}): Promise<RemoteDeployResult> {
  return call<RemoteDeployResult>(site, `${remoteVersionsPath(name)}${stage ? `?${STAGE_ONLY_QUERY}` : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/gzip' },
    body: tarStream(folder),
    duplex: 'half',
  });
}

export async function runRemote(
  command: Exclude<CliCommand, 'deploy-local'>,
  args: string[],
  site: Site,
  print: Print,
  options: { stage?: boolean } = {},
): Promise<number> {
  const [first, second] = args;
  try {
    if (command === 'deploy' && first && second) {
      const folder = resolve(second);
      if (!existsSync(folder)) throw new RegistryCallError(`${folder} does not exist`);
      const started = performance.now();
      const result = await deployOverHttp(site, first, folder, options);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      print(`${describeDeploy(result)} (${seconds} s)`);
    } else if (command === 'list') {
      const query = first ? `?name=${encodeURIComponent(first)}` : '';
      const rows = await call<RemoteVersionSummary[]>(site, `${restPaths.remotes}${query}`);
      if (rows.length === 0) print('no deployed remotes');
      rows.forEach((row) => print(describeVersion(row)));
    } else if (command === 'rollback' && first) {
      const switched = second
        ? await call<RemoteSwitchResult>(site, remoteSwitchPath(first, 'activate'), {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ version: second }),
          })
        : await call<RemoteSwitchResult>(site, remoteSwitchPath(first, 'rollback'), { method: 'POST' });
      print(`${switched.name} ${switched.version} active`);
    }
    return 0;
  } catch (error) {
    if (error instanceof RegistryCallError) {
      print(`error: ${error.message}`);
      return 1;
    }
    throw error;
  }
}
