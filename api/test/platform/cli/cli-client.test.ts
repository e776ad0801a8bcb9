/**
 * The CLI as a client of a running site (--url and a deploy token): it streams a build folder
 * as a gzip tar, lists, activates and rolls back through the registry's REST interface, on
 * either engine, while the site serves. Without --url on the embedded database of a running
 * site it says to pass --url.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RemoteRegistryDocument } from '@usb/schema/rest';
import { runCli } from '../../../src/platform/cli/run-cli';
import { useSite } from '../../support/site';
import { enginesAndStores } from '../../support/storage';
import { fakeBuild } from '../registry/uploads';

const CREATE_TOKEN = 'mutation ($r: [String!]!) { remotes { createDeployToken(label: "CLI-test", remotes: $r) { token } } }';

describe.each(enginesAndStores)('usb-api CLI against a running site (%s, %s)', (engine, store) => {
  const site = useSite(engine, { store });
  const builds = mkdtempSync(join(tmpdir(), 'usb-cli-builds-'));
  let token = '';
  afterAll(() => rmSync(builds, { recursive: true, force: true }));

  beforeAll(async () => {
    const answer = await site.client.graphql<{ remotes: { createDeployToken: { token: string } } }>(CREATE_TOKEN, { r: ['remote-tasks'] }, site.adminToken);
    token = answer.data?.remotes.createDeployToken.token ?? '';
  });

  async function cli(args: string[], env: { url?: string; token?: string } = {}): Promise<{ code: number; lines: string[] }> {
    const lines: string[] = [];
    const code = await runCli(args, site.config, (line) => lines.push(line), env);
    return { code, lines };
  }

  const activeTasks = async () => (await site.client.get<RemoteRegistryDocument>('/remotes.json')).body.remote_tasks?.version;

  it('deploys build folders through the site, lists them and rolls back and forward', async () => {
    const first = await cli(['deploy', 'remote-tasks', fakeBuild(builds, 'remote-tasks', 'one'), '--url', site.url, '--token', token]);
    expect(first.code).toBe(0);
    expect(first.lines).toEqual([expect.stringMatching(/^remote-tasks 1\.0\.0-[0-9a-f]{10} deployed and active \(\d+\.\d s\)$/) as string]);
    const one = first.lines[0]?.split(' ')[1] ?? '';
    expect(await activeTasks()).toBe(one);

    // The URL and token may come from the environment (USB_DEPLOY_URL, USB_DEPLOY_TOKEN).
    const second = await cli(['deploy', 'remote-tasks', fakeBuild(builds, 'remote-tasks', 'two')], { url: site.url, token });
    expect(second.code).toBe(0);
    const two = second.lines[0]?.split(' ')[1] ?? '';
    expect(await activeTasks()).toBe(two);

    const listed = await cli(['list', 'remote-tasks', '--url', site.url, '--token', token]);
    expect(listed.lines).toEqual([
      expect.stringMatching(new RegExp(`^\\* remote-tasks ${two} \\S+ token:CLI-test$`)) as string,
      expect.stringMatching(new RegExp(`^  remote-tasks ${one} \\S+ token:CLI-test$`)) as string,
    ]);

    expect(await cli(['rollback', 'remote-tasks', '--url', site.url, '--token', token])).toEqual({ code: 0, lines: [`remote-tasks ${one} active`] });
    expect(await activeTasks()).toBe(one);
    expect(await cli(['rollback', 'remote-tasks', two, '--url', site.url, '--token', token])).toEqual({ code: 0, lines: [`remote-tasks ${two} active`] });
    expect(await activeTasks()).toBe(two);
  });

  it('deploy --stage stores a build through the site without activating it', async () => {
    const before = await activeTasks();
    const staged = await cli(['deploy', 'remote-tasks', fakeBuild(builds, 'remote-tasks', 'staged'), '--stage', '--url', site.url, '--token', token]);
    expect(staged).toEqual({ code: 0, lines: [expect.stringMatching(/^remote-tasks 1\.0\.0-[0-9a-f]{10} stored, not active \(\d+\.\d s\)$/) as string] });
    expect(await activeTasks()).toBe(before);
    expect((await cli(['rollback', 'remote-tasks', '--stage', '--url', site.url, '--token', token])).code).toBe(2);
  });

  it('reports refusals of the site and missing arguments', async () => {
    const other = await cli(['deploy', 'remote-staff', fakeBuild(builds, 'remote-staff', 'x'), '--url', site.url, '--token', token]);
    expect(other).toEqual({ code: 1, lines: [expect.stringMatching(/^error: 403 FORBIDDEN: /) as string] });
    const bad = await cli(['deploy', 'remote-tasks', fakeBuild(builds, 'remote-tasks', 'bad', { name: 'remote_tasks' }), '--url', site.url, '--token', token]);
    expect(bad).toEqual({ code: 1, lines: [expect.stringMatching(/^error: 400 BAD_USER_INPUT: mf-manifest\.json does not expose/) as string] });
    expect((await cli(['list', '--url', site.url, '--token', 'usbdt_nope'])).lines).toEqual([expect.stringMatching(/^error: 401 UNAUTHENTICATED/) as string]);
    expect((await cli(['list', '--url', site.url])).code).toBe(2);
    expect((await cli(['deploy-local', '--url', site.url, '--token', token])).code).toBe(2);
    expect((await cli(['deploy', 'remote-tasks', '--url', site.url, '--token', token])).code).toBe(2);
    expect((await cli(['deploy', 'remote-tasks', join(builds, 'missing'), '--url', site.url, '--token', token])).code).toBe(1);
  });

  if (engine === 'pglite') {
    it('without --url on the embedded database of the running site it says to pass --url', async () => {
      const local = await cli(['list']);
      expect(local.code).toBe(1);
      expect(local.lines.join('\n')).toMatch(/pass --url <site>/);
    });
  }
});
