/**
 * @jest-environment node
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack from 'webpack';
import { FIRST_VIEWS_FILE } from '@usb/schema/domain';
import { FirstViewsPlugin } from './first-views-plugin';

/** A production build of a one-line page whose first-views module has this source: the emitted first-views.json, or the build's errors. */
function build(firstViewsSource: string): Promise<{ document?: unknown; errors: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'usb-first-views-plugin-'));
  writeFileSync(join(dir, 'index.js'), 'export const page = 1;\n');
  writeFileSync(join(dir, 'first-views.js'), firstViewsSource);
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './index.js',
    output: { path: join(dir, 'dist') },
    plugins: [new FirstViewsPlugin('./first-views.js', { context: dir })],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {
        // A failing processAssets hook fails the whole run: webpack hands it over as the run's error.
        if (error) return resolve({ errors: [error.message] });
        if (!stats) return reject(new Error('webpack gave no stats'));
        const written = join(dir, 'dist', FIRST_VIEWS_FILE);
        resolve({
          document: existsSync(written) ? (JSON.parse(readFileSync(written, 'utf8')) as unknown) : undefined,
          errors: stats.compilation.errors.map((each) => each.message),
        });
      });
    });
  });
}

jest.setTimeout(120_000);

describe('the build step writing first-views.json', () => {
  it("writes the module's firstViews into the build", async () => {
    const views = { views: [{ path: '/login', html: '<h2>Log ind</h2>', kitStyles: true }] };
    expect(await build(`export const firstViews = ${JSON.stringify(views)};\n`)).toEqual({ document: views, errors: [] });
  });

  it('fails the build on views the api would refuse, and on a module that cannot render', async () => {
    const refused = await build(`export const firstViews = { views: [{ path: 'login', html: '<h2>Log ind</h2>', kitStyles: true }] };\n`);
    expect(refused.document).toBeUndefined();
    expect(refused.errors.join('\n')).toMatch(/must export firstViews, a FirstViewsDocument within the api's limits/);

    const broken = await build(`throw new Error('window is not defined');\n`);
    expect(broken.document).toBeUndefined();
    expect(broken.errors.join('\n')).toMatch(/window is not defined/);
  });
});
