import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { FIRST_VIEW_SLOT, FIRST_VIEWS_FILE, type FirstViewsDocument } from '@usb/schema/domain';
import { writeRemoteBuild, writeShell } from '../../support/fixtures';
import { startApp, testConfig, TestClock, type TestSite } from '../../support/site';
import { createStorage, enginesAndStores, type TestStorage } from '../../support/storage';

/** The head and page area of the shell's built index.html, as its build writes them (minified, attributes unquoted). */
const SHELL_INDEX = [
  '<!doctype html><html lang=da><head>',
  '<link rel=stylesheet href=/antd.1.css>',
  '<link rel=stylesheet href=/antd-kits.2.css media=print data-deferred-style>',
  '<script defer src=/main.3.js></script>',
  '<link rel=preload as=script fetchpriority=low href=/framework.4.js data-start-preload>',
  '<link rel=preload as=script fetchpriority=low href=/antd-core.5.js data-start-preload>',
  '<link rel=preload as=fetch href=/remotes.json crossorigin=anonymous>',
  `</head><body><div id=root><header>USB</header><main class=ant-layout-content>${FIRST_VIEW_SLOT}</main></div></body></html>`,
].join('');

const publicViews: FirstViewsDocument = {
  views: [
    { path: '/', html: '<p>Næste USB finder sted</p>', kitStyles: false },
    { path: '/login', html: '<form class="ant-form"><h2>Log ind</h2></form>', kitStyles: true },
  ],
};

describe.each(enginesAndStores)('first views in the served page (%s, %s)', (engine, store) => {
  let storage: TestStorage;
  let site: TestSite;
  let workspace: string;

  /** A build of the remote with these first views (or none), deployed and active. */
  async function deploy(name: string, marker: string, views: unknown): Promise<string> {
    const build = writeRemoteBuild(join(workspace, marker), name, '1.0.0', marker);
    if (views !== undefined) writeFileSync(join(build, FIRST_VIEWS_FILE), JSON.stringify(views));
    return (await site.app.remotes.deploy(name, build)).version;
  }

  const page = async (path: string): Promise<string> => {
    const response = await fetch(`${site.url}${path}`);
    expect(response.status).toBe(200);
    return response.text();
  };

  beforeAll(async () => {
    storage = await createStorage(engine, store);
    workspace = mkdtempSync(join(tmpdir(), 'usb-first-views-'));
    const shellDir = join(storage.dataDir, 'shell');
    writeShell(shellDir);
    writeFileSync(join(shellDir, 'index.html'), SHELL_INDEX);
    site = await startApp(testConfig(storage, new TestClock(), { shellDir }));
  });
  afterAll(async () => {
    await site.close();
    await storage.dispose();
  });

  it('serves a page without its view as the shell built it while the remote has none', async () => {
    await deploy('remote-public', 'without', undefined);
    expect(await page('/')).toBe(SHELL_INDEX);
  });

  it("puts the active version's view of exactly the path into the page area, inert, and loads the scripts after it", async () => {
    await deploy('remote-public', 'with', publicViews);
    const home = await page('/?ref=nyhedsbrev');
    expect(home).toContain('<main class=ant-layout-content><div data-first-view="/" inert aria-hidden="true"><p>Næste USB finder sted</p></div></main>');
    expect(home).not.toContain('data-start-preload');
    expect(home).toContain('<script defer src=/main.3.js>');
    expect(home).toContain('<link rel=preload as=fetch href=/remotes.json crossorigin=anonymous>');
    // Its view shows no kit: the kits' stylesheet stays out of the first paint.
    expect(home).toContain('<link rel=stylesheet href=/antd-kits.2.css media=print data-deferred-style>');

    // The login form's view needs the forms kit's styles at the first paint.
    const login = await page('/login');
    expect(login).toContain('<div data-first-view="/login" inert aria-hidden="true"><form class="ant-form"><h2>Log ind</h2></form></div>');
    expect(login).toContain('<link rel=stylesheet href=/antd-kits.2.css data-deferred-style>');

    // A path the remote has no view of, or one spelled differently, is the plain page.
    for (const path of ['/login/', '/events', '/battles/42']) expect(await page(path)).toBe(SHELL_INDEX);
  });

  it('follows the active version: a rollback serves the earlier view, the next deploy its own', async () => {
    await deploy('remote-public', 'first', publicViews);
    await deploy('remote-public', 'second', { views: [{ path: '/', html: '<p>Ny forside</p>', kitStyles: false }] });
    expect(await page('/')).toContain('<p>Ny forside</p>');

    await site.app.remotes.rollback({ by: 'test', remotes: 'all' }, 'remote-public');
    expect(await page('/')).toContain('<p>Næste USB finder sted</p>');
  });

  it('takes a view only from the remote mounted at its path', async () => {
    await deploy('remote-public', 'public-again', publicViews);
    await deploy('remote-staff', 'staff', {
      views: [
        { path: '/login', html: '<p>staff claims the login</p>', kitStyles: false },
        { path: '/staff', html: '<p>Rettevagt</p>', kitStyles: false },
      ],
    });
    expect(await page('/login')).toContain('<h2>Log ind</h2>');
    expect(await page('/staff')).toContain('<div data-first-view="/staff" inert aria-hidden="true"><p>Rettevagt</p></div>');
  });

  it('refuses to deploy a first-views file it would not serve, and keeps serving the active version', async () => {
    await deploy('remote-public', 'before-refusals', publicViews);
    const refused: unknown[] = [
      'not a document',
      { views: [{ path: '/', html: 42, kitStyles: false }] },
      { views: [{ path: '/"><script>alert(1)</script>', html: '<p>x</p>', kitStyles: false }] },
      { views: [{ path: '/', html: 'x'.repeat(100_001), kitStyles: false }] },
    ];
    for (const [index, views] of refused.entries()) {
      await expect(deploy('remote-public', `refused-${index}`, views)).rejects.toMatchObject({ code: 'BAD_USER_INPUT', fields: ['build'] });
    }
    expect(await page('/')).toContain('<p>Næste USB finder sted</p>');
  });

  it('serves no view from a stored file it cannot read as first views', async () => {
    const version = await deploy('remote-public', 'later-damaged', publicViews);
    // Damaged in the store after the deploy checked it, before any page read it.
    await site.app.objects.put(`remotes/remote-public/${version}/${FIRST_VIEWS_FILE}`, Readable.from([Buffer.from('{"views": [')]));
    expect(await page('/')).toBe(SHELL_INDEX);
  });
});
