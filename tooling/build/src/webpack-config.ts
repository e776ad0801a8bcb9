import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Configuration } from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { ThemeConfig } from 'antd/lib/config-provider';
import { AntdStaticStylePlugin } from './antd-static-style-plugin';
import { ANTD_STYLE_MODULE } from './antd-zero-runtime-loader';
import { EVERY_PAGE_BUNDLES, shellSplitChunks } from './chunk-bundles';
import { federationRuntimeAliases } from './federation-runtime-aliases';
import { FirstViewsPlugin } from './first-views-plugin';
import { PrecompressPlugin } from './precompress-plugin';
import { RemoteNeedsPlugin, SharedExportsPlugin } from './remote-needs-plugin';
import { createSharedConfig } from './shared-config';
import { SharedVersionsPlugin } from './shared-versions-plugin';
import { StartPreloadPlugin } from './start-preload-plugin';

export interface WebpackConfigOptions {
  /** Module Federation container name: 'shell', 'remote_public', 'remote_tasks', ... */
  name: string;
  /** Exposed modules, e.g. { './Routes': './src/app/routes.tsx' }. The shell exposes none. */
  exposes?: Record<string, string>;
  /** Build-time remotes; the site registers its remotes at runtime from /remotes.json instead. */
  remotes?: Record<string, string>;
  isShell: boolean;
  /** Folder of the package being built (holds package.json, tsconfig.json and src/). */
  packageDir: string;
  /** Port of `webpack serve`. */
  devPort: number;
  /**
   * Title and description of the HTML page (the shell's, or a remote's dev page); `head` is
   * markup added to its head, `body` the markup #root holds until React renders into it.
   */
  html?: { title: string; description?: string; head?: string; body?: string };
  /**
   * The shell: the theme its ConfigProvider runs antd in (zeroRuntime, no hash, a fixed
   * cssVar key). antd's styles for it are written at build time and linked in the page.
   */
  antdTheme?: ThemeConfig;
  /**
   * The shell: antd component folders ('menu', 'drawer') whose styles the first paint needs
   * although no bundle every page runs holds the component: markup the shell draws itself with
   * antd's classes (its header's menus and drawer). Their styles go into the blocking sheet.
   */
  antdFirstPaintStyles?: readonly string[];
  /** Runtime plugins (file paths) bundled into the container. */
  runtimePlugins?: string[];
  /** The shell: URLs its entry fetches at start, which index.html preloads ('/remotes.json'). */
  startFetches?: string[];
  /**
   * A remote: its module exporting `firstViews` (the HTML of its pages while their data loads,
   * rendered at build time), written into the production build as first-views.json.
   */
  firstViews?: string;
}

/**
 * Where antd runs with zeroRuntime (the shell, with its static stylesheets): antd's style
 * modules reduced to the class names they return (see the loader); an import of an export the
 * loader dropped fails the build instead of reaching the page as undefined.
 */
const antdZeroRuntimeRules: NonNullable<NonNullable<Configuration['module']>['rules']> = [
  { test: ANTD_STYLE_MODULE, loader: require.resolve('./antd-zero-runtime-loader') },
  { test: /[\\/]node_modules[\\/]antd[\\/]es[\\/]/, parser: { exportsPresence: 'error' } },
];

/**
 * antd's rc-component packages declare no `sideEffects`, so webpack keeps every module their
 * index files import, used or not (antd's form context alone brought all of @rc-component/form
 * and its validator onto every page). Their modules only define components and helpers, so
 * they are marked free of side effects and what nothing imports is dropped.
 */
const rcComponentsWithoutSideEffects = { test: /[\\/]node_modules[\\/]@rc-component[\\/]/, sideEffects: false };

interface WebpackArgv {
  mode?: 'production' | 'development' | 'none';
}

/** A webpack configuration with the dev-server section (typed loosely: the server is a dev tool of the builder). */
export type SiteWebpackConfig = Configuration & { devServer?: Record<string, unknown> };

const pageTemplate = (html: NonNullable<WebpackConfigOptions['html']>): string => `<!doctype html>
<html lang="da">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="${html.description ?? html.title}" />
    <title>${html.title}</title>
    <style>body { margin: 0; }</style>${html.head ?? ''}
  </head>
  <body>
    <div id="root">${html.body ?? ''}</div>
  </body>
</html>
`;

/**
 * The complete webpack 5 configuration of the shell or of one remote, as a function of the
 * CLI's mode (`webpack --mode production`). Remotes build into dist/<package version>/ with
 * mf-manifest.json so several versions can be deployed side by side; the shell into dist/.
 * Entry src/index.ts only does import('./bootstrap'): the async boundary that lets the
 * shared modules be negotiated before any of them runs (without it: RUNTIME-006).
 */
export function createWebpackConfig(options: WebpackConfigOptions): (env: unknown, argv: WebpackArgv) => SiteWebpackConfig {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const { version } = JSON.parse(readFileSync(join(options.packageDir, 'package.json'), 'utf8')) as { version: string };
    const outputPath = options.isShell ? join(options.packageDir, 'dist') : join(options.packageDir, 'dist', version);
    // Where the dev server forwards /graphql, /api, /remotes and /remotes.json.
    const apiUrl = process.env['USB_API_URL'] ?? 'http://localhost:8080';
    // A remote's production build takes every shared module from the shell; its dev build
    // keeps fallbacks (and an HTML page) so it can run alone.
    const provider = options.isShell || !production;
    const hash = production ? '.[contenthash:12]' : '';

    const resolveExtensions = ['.ts', '.tsx', '.js', '.mjs', '.json'];
    const rules: NonNullable<NonNullable<Configuration['module']>['rules']> = [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        loader: 'ts-loader',
        // Type-checking is `tsc --noEmit` (npm run typecheck); the build only transpiles.
        options: {
          transpileOnly: true,
          configFile: join(options.packageDir, 'tsconfig.json'),
          compilerOptions: { noEmit: false, module: 'esnext', moduleResolution: 'bundler', sourceMap: true },
        },
      },
      { test: /\.(png|jpe?g|gif|svg|webp|avif|ico)$/i, type: 'asset/resource' },
      rcComponentsWithoutSideEffects,
    ];

    const shared = createSharedConfig({ provider, packageDir: options.packageDir, provideAll: options.isShell });
    const plugins: NonNullable<Configuration['plugins']> = [
      new ModuleFederationPlugin({
        name: options.name,
        filename: options.isShell ? undefined : 'remoteEntry.js',
        exposes: options.exposes ?? {},
        remotes: options.remotes ?? {},
        shared,
        shareStrategy: 'loaded-first',
        runtimePlugins: options.runtimePlugins ?? [],
        manifest: true,
        dts: false,
        // One federation runtime per page (else one per container): the
        // shell provides it, remote production builds use it. Dev builds keep their own.
        // The runtime only ever runs in a browser: its Node.js branches are left out.
        experiments: {
          ...(options.isShell ? { provideExternalRuntime: true } : { externalRuntime: !provider }),
          optimization: { target: 'web' },
        },
      }),
    ];
    if (options.isShell || !production) {
      plugins.push(
        new HtmlWebpackPlugin({
          templateContent: pageTemplate(options.html ?? { title: options.name }),
          // Absolute script URLs: the page is served for deep routes such as /user/signup.
          publicPath: '/',
        }),
      );
    }

    if (options.isShell) {
      const provided = Object.entries(shared).flatMap(([name, entry]) => (entry.version ? [[name, entry.version] as const] : []));
      plugins.push(new SharedVersionsPlugin(Object.fromEntries(provided)), new SharedExportsPlugin());
    }
    // What a remote's production build imports from the shell and asks of the api, checked by the registry at deploy time.
    if (!options.isShell && production) plugins.push(new RemoteNeedsPlugin());
    if (options.isShell && production) {
      plugins.push(new StartPreloadPlugin({ boundary: './bootstrap', everyPage: EVERY_PAGE_BUNDLES, fetches: options.startFetches ?? [] }));
    }
    if (options.antdTheme)
      plugins.push(new AntdStaticStylePlugin(options.antdTheme, options.isShell ? EVERY_PAGE_BUNDLES : [], options.antdFirstPaintStyles ?? []));

    if (production) plugins.push(new PrecompressPlugin());
    if (production && options.firstViews) {
      // Rendered in node with the page's own loaders and antd's zero-runtime style modules, so the markup is what the page renders.
      plugins.push(
        new FirstViewsPlugin(options.firstViews, {
          context: options.packageDir,
          resolve: { extensions: resolveExtensions },
          module: { rules: [...rules, ...antdZeroRuntimeRules] },
        }),
      );
    }

    return {
      mode: production ? 'production' : 'development',
      context: options.packageDir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outputPath,
        publicPath: options.isShell ? '/' : 'auto',
        filename: `[name]${hash}.js`,
        chunkFilename: `[name]${hash}.js`,
        assetModuleFilename: `assets/[name]${hash}[ext]`,
        uniqueName: options.name,
        clean: true,
      },
      resolve: { extensions: resolveExtensions, alias: federationRuntimeAliases(options.packageDir) },
      module: {
        rules: [...rules, ...(options.antdTheme ? antdZeroRuntimeRules : [])],
      },
      plugins,
      optimization: options.isShell ? { splitChunks: shellSplitChunks() } : {},
      performance: { hints: false },
      devServer: {
        port: options.devPort,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/graphql', '/api', '/remotes', '/remotes.json'], target: apiUrl, changeOrigin: true }],
      },
    };
  };
}
