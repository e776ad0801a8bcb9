import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Compiler, Configuration, Stats, WebpackPluginInstance } from 'webpack';
import { FIRST_VIEWS_FILE, isFirstViewsDocument, type FirstViewsDocument } from '@usb/schema/domain';

const PLUGIN = 'FirstViewsPlugin';
const BUNDLE = 'first-views';

/** What the node build of the first views shares with the page's build: the folder, resolving and loaders. */
export type FirstViewsBase = Pick<Configuration, 'context' | 'resolve' | 'module'>;

function run(compiler: Compiler, config: Configuration): Promise<Stats> {
  const child = compiler.webpack(config);
  return new Promise((resolve, reject) => {
    child.run((error, stats) => {
      child.close(() => (error || !stats ? reject(error ?? new Error('webpack gave no stats')) : resolve(stats)));
    });
  });
}

/**
 * Writes a remote's first views (domain/first-views.ts) into its build as FIRST_VIEWS_FILE:
 * compiles the remote's first-views module for node with the page build's loaders (so antd,
 * the kits and the remote's pages are the modules the page runs), loads it, and takes its
 * `firstViews` export, a FirstViewsDocument made with renderFirstViews of
 * `@usb/contracts/first-view-render`. A module that fails to build or to render, or a document
 * the api would refuse, fails the build.
 */
export class FirstViewsPlugin implements WebpackPluginInstance {
  constructor(
    private readonly entry: string,
    private readonly base: FirstViewsBase,
  ) {}

  apply(compiler: Compiler): void {
    const { sources, Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        const document = await this.render(compiler);
        compilation.emitAsset(FIRST_VIEWS_FILE, new sources.RawSource(JSON.stringify(document)));
      });
    });
  }

  private async render(compiler: Compiler): Promise<FirstViewsDocument> {
    const outDir = await mkdtemp(join(tmpdir(), 'usb-first-views-'));
    try {
      const stats = await run(compiler, {
        ...this.base,
        name: BUNDLE,
        mode: 'production',
        target: 'node',
        entry: { [BUNDLE]: this.entry },
        output: { path: outDir, filename: '[name].js', chunkFilename: '[name].[id].js', library: { type: 'commonjs2' } },
        devtool: false,
        optimization: { minimize: false, splitChunks: false },
        performance: { hints: false },
      });
      if (stats.hasErrors()) throw new Error(`${PLUGIN}: ${stats.toString('errors-only')}`);
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundle just built, a CommonJS module outside the package
      const { firstViews } = require(join(outDir, `${BUNDLE}.js`)) as { firstViews?: unknown };
      if (!isFirstViewsDocument(firstViews)) throw new Error(`${PLUGIN}: ${this.entry} must export firstViews, a FirstViewsDocument within the api's limits`);
      return firstViews;
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  }
}
