import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Chunk, Compilation, Compiler, WebpackPluginInstance } from 'webpack';
import { START_PRELOAD_ATTRIBUTE } from '@usb/schema/domain';

const PLUGIN = 'StartPreloadPlugin';

export interface StartPreloadOptions {
  /** The request of the entry's async boundary, as written in src/index.ts: './bootstrap'. */
  boundary: string;
  /** Chunks every page runs besides the boundary's own (the shell's named bundles). */
  everyPage: readonly string[];
  /** Other URLs the page fetches at start, preloaded as fetch: '/remotes.json'. */
  fetches?: readonly string[];
}

/**
 * index.html preloads what every page needs before React can render: the chunks of the entry's
 * async boundary (src/bootstrap and the shared bundles it consumes) and the start fetches. The
 * browser fetches them while it parses the page, instead of after main.js has run and asked
 * for them, which saves a round trip and main.js's evaluation on the critical path. The script
 * preloads carry START_PRELOAD_ATTRIBUTE: a page served with a first view leaves them out (the
 * api), so its first paint has the connection to itself.
 */
export class StartPreloadPlugin implements WebpackPluginInstance {
  constructor(private readonly options: StartPreloadOptions) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation: Compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (groups) => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '');
        // Low priority, as the scripts webpack inserts itself: the render-blocking stylesheet
        // comes first, so the static frame paints as early as without the preloads.
        const links = [...this.startScripts(compilation)].map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            fetchpriority: 'low',
            href: `${publicPath}${file}`,
            [START_PRELOAD_ATTRIBUTE]: true,
          }),
        );
        for (const href of this.options.fetches ?? []) {
          // crossorigin: a fetch() runs in cors mode, and only a preload of the same mode is reused.
          links.push(HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'fetch', href, crossorigin: 'anonymous' }));
        }
        groups.headTags.push(...links);
        return groups;
      });
    });
  }

  /** The JS files of the boundary's chunk group and of the every-page bundles. */
  private startScripts(compilation: Compilation): Set<string> {
    const chunks = new Set<Chunk>();
    for (const group of compilation.chunkGroups) {
      if (group.origins.some((origin) => origin.request === this.options.boundary)) for (const chunk of group.chunks) chunks.add(chunk);
    }
    for (const name of this.options.everyPage) {
      const chunk = compilation.namedChunks.get(name);
      if (chunk) chunks.add(chunk);
    }
    if (chunks.size === 0) throw new Error(`${PLUGIN}: no chunk found for ${this.options.boundary}`);
    const files = new Set<string>();
    for (const chunk of chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    return files;
  }
}
