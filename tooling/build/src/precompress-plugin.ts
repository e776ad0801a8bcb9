import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { Compilation, Compiler, WebpackPluginInstance } from 'webpack';

const PLUGIN = 'PrecompressPlugin';
const compress = promisify(brotliCompress);

/**
 * Files a page downloads, worth compressing ahead (source maps and index.html excluded: the api
 * reads the page itself). WebAssembly too (remote-tasks' HEIC converter): the api's on-the-fly
 * compression leaves application/wasm alone.
 */
const COMPRESSIBLE = /\.(js|css|json|svg|webmanifest|wasm)$/;
/** Below this a compressed copy saves less than its request headers. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli copy (quality 11, text mode) beside every script, stylesheet, JSON and
 * WebAssembly file of a production build: `main.3f2a9c1b.js.br`. The api serves it to a browser that accepts
 * brotli (`preCompressed` static files) instead of compressing on every request at a quality
 * fast enough for that (4): the scripts are about 15 % and the stylesheets 20-28 % smaller.
 * A copy only ever stands beside the file it was made from, in the same build.
 */
export class PrecompressPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    const { sources, Compilation: CompilationClass } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation: Compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: PLUGIN, stage: CompilationClass.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, async (assets) => {
        const names = Object.keys(assets).filter((name) => COMPRESSIBLE.test(name));
        await Promise.all(
          names.map(async (name) => {
            const asset = compilation.getAsset(name);
            const content = asset?.source.buffer();
            if (!content || content.length < MIN_BYTES) return;
            const brotli = await compress(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            });
            compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli), { compressed: true, immutable: asset?.info.immutable });
          }),
        );
      });
    });
  }
}
