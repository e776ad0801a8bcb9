import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Chunk, Compilation, Compiler, Module, WebpackPluginInstance } from 'webpack';
import type { ThemeConfig } from 'antd/lib/config-provider';
import { extractAntdStyle } from './antd-static-style';
import { DEFERRED_STYLE_ATTRIBUTE } from '@usb/schema/domain';

const PLUGIN = 'AntdStaticStylePlugin';

/** `antd/es/<folder>/style/...`: a module holding a component's style hooks. */
const STYLE_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/]([^\\/]+)[\\/]style[\\/]/;

/**
 * The chunks whose components a page can show at its first paint: the entry and the bundles
 * every page runs (the core kit among them). Every other chunk holds a kit (forms, pickers,
 * data, table) or what only such a kit needs, which no page shows before it has loaded it.
 */
function isEveryPageChunk(chunk: Chunk, everyPage: readonly string[]): boolean {
  return chunk.canBeInitial() || everyPage.includes(chunk.name ?? '');
}

/** The modules a chunk really holds, with those webpack concatenated into one module listed one by one. */
function* innerModules(module: Module): Generator<Module> {
  const inner = (module as Module & { modules?: Module[] }).modules;
  if (inner) for (const each of inner) yield* innerModules(each);
  else yield module;
}

/**
 * Writes antd's styles at build time: after webpack has decided what the build holds, it reads
 * which antd components' style hooks made it into the chunks, renders exactly those in node
 * with the page's theme (extractAntdStyle) and emits two stylesheets linked in index.html's
 * head: `antd.<contenthash>.css` with what the entry and the bundles every page runs can show
 * (render-blocking, so the first paint is styled) and `antd-kits.<contenthash>.css` with the
 * rest, the forms, pickers, data and table kits, fetched without blocking the first paint
 * (linked for print, with the attribute DEFERRED_STYLE_ATTRIBUTE; the shell's entry switches it
 * to all media, long before those kits' scripts load).
 * The page runs antd with zeroRuntime: no style is computed or injected on the main thread.
 * The sheets are emitted as minimized: cssinjs already writes them compact, and webpack's CSS
 * minimizer writes a custom property's value without the space before a `-` or `/` that
 * follows a `)`, which makes antd's calc() variables invalid (a 24 px select, a spinner of
 * 0 x 0 dots). The shell's built-stylesheets test fails on any such calc().
 */
/**
 * Hashed with each sheet, so its name changes with the form it is written in, not only with
 * its rules: the sheets are served immutable, and until they were emitted unminimized the same
 * names held webpack's minimized (broken) bytes, which a returning browser would keep.
 */
const SHEET_FORMAT = 'as-extracted';

export class AntdStaticStylePlugin implements WebpackPluginInstance {
  /**
   * everyPage: the names of the bundles every page loads (their styles block the first paint);
   * firstPaint: component folders whose styles block it too, for markup drawn with antd's classes
   * by code that does not import the component (the shell's header).
   */
  constructor(
    private readonly theme: ThemeConfig,
    private readonly everyPage: readonly string[],
    private readonly firstPaint: readonly string[] = [],
  ) {}

  apply(compiler: Compiler): void {
    const { sources, Compilation: CompilationClass, util } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation: Compilation) => {
      const hrefs: string[] = [];
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: CompilationClass.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const first = new Set<string>(this.firstPaint);
        const deferred = new Set<string>();
        for (const chunk of compilation.chunks) {
          const modules = [...compilation.chunkGraph.getChunkModulesIterable(chunk)].flatMap((module) => [...innerModules(module)]);
          const target = isEveryPageChunk(chunk, this.everyPage) ? first : deferred;
          for (const module of modules) {
            const folder = STYLE_MODULE.exec(module.nameForCondition() ?? '')?.[1];
            if (folder) target.add(folder);
          }
        }
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : String(compilation.outputOptions.publicPath ?? '');
        const sheets = extractAntdStyle(this.theme, [first, [...deferred].filter((folder) => !first.has(folder))]);
        hrefs.length = 0;
        sheets.forEach((css, index) => {
          const hash = util.createHash('xxhash64').update(SHEET_FORMAT).update(css).digest('hex').toString().slice(0, 12);
          const file = `${index === 0 ? 'antd' : 'antd-kits'}.${hash}.css`;
          compilation.emitAsset(file, new sources.RawSource(css), { minimized: true });
          hrefs.push(`${publicPath}${file}`);
        });
      });
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (groups) => {
        const [first, deferred] = hrefs;
        const links = first ? [HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'stylesheet', href: first })] : [];
        if (deferred)
          links.push(HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'stylesheet', href: deferred, media: 'print', [DEFERRED_STYLE_ATTRIBUTE]: true }));
        groups.headTags.unshift(...links);
        return groups;
      });
    });
  }
}
