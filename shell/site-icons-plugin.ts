/**
 * The site's icons and web app manifest (shell/public) as build output. Every file the page
 * links gets a content-hashed name (favicon.<hash>.svg, manifest.<hash>.webmanifest, ...),
 * so the api serves it as immutable; the manifest's own icon URLs are rewritten to the hashed
 * names before it is hashed. favicon.ico keeps its fixed name, because browsers and feed
 * readers ask for /favicon.ico without reading the page. The <head> of index.html gets the
 * icon and manifest links and the theme-color meta (taken from the manifest).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compilation, Compiler, WebpackPluginInstance } from 'webpack';

const PLUGIN = 'SiteIconsPlugin';

/** The icons of shell/public and how the page links them. */
const ICONS = {
  svg: 'favicon.svg',
  png192: 'icon-192.png',
  png512: 'icon-512.png',
  appleTouch: 'apple-touch-icon.png',
} as const;
const FAVICON_ICO = 'favicon.ico';
const MANIFEST = 'manifest.webmanifest';

interface WebManifest {
  theme_color: string;
  icons: { src: string; sizes: string; type: string }[];
}

export class SiteIconsPlugin implements WebpackPluginInstance {
  constructor(private readonly publicDir: string) {}

  apply(compiler: Compiler): void {
    const { sources, Compilation: CompilationClass, util } = compiler.webpack;
    const hashedName = (name: string, content: Buffer | string): string => {
      const hash = util.createHash('xxhash64').update(content).digest('hex').toString().slice(0, 12);
      const dot = name.indexOf('.');
      return `${name.slice(0, dot)}.${hash}${name.slice(dot)}`;
    };

    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation: Compilation) => {
      const urls = new Map<string, string>();
      let themeColor = '';

      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: CompilationClass.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const name of Object.values(ICONS)) {
          const path = join(this.publicDir, name);
          compilation.fileDependencies.add(path);
          const content = readFileSync(path);
          const emitted = hashedName(name, content);
          compilation.emitAsset(emitted, new sources.RawSource(content));
          urls.set(name, `/${emitted}`);
        }
        const icoPath = join(this.publicDir, FAVICON_ICO);
        compilation.fileDependencies.add(icoPath);
        compilation.emitAsset(FAVICON_ICO, new sources.RawSource(readFileSync(icoPath)));

        const manifestPath = join(this.publicDir, MANIFEST);
        compilation.fileDependencies.add(manifestPath);
        const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as WebManifest;
        const icons = manifest.icons.map((icon) => {
          const url = urls.get(icon.src);
          if (!url) throw new Error(`${MANIFEST} names the icon ${icon.src}, which is not one of shell/public's icons`);
          return { ...icon, src: url };
        });
        const manifestJson = `${JSON.stringify({ ...manifest, icons }, null, 2)}\n`;
        const manifestName = hashedName(MANIFEST, manifestJson);
        compilation.emitAsset(manifestName, new sources.RawSource(manifestJson));
        urls.set(MANIFEST, `/${manifestName}`);
        themeColor = manifest.theme_color;
      });

      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (groups) => {
        const url = (name: string): string => {
          const found = urls.get(name);
          if (!found) throw new Error(`${PLUGIN}: ${name} was not emitted`);
          return found;
        };
        const tag = (tagName: string, attributes: Record<string, string>) => HtmlWebpackPlugin.createHtmlTagObject(tagName, attributes);
        groups.headTags.push(
          tag('link', { rel: 'icon', href: '/favicon.ico', sizes: '32x32' }),
          tag('link', { rel: 'icon', href: url(ICONS.svg), type: 'image/svg+xml' }),
          tag('link', { rel: 'apple-touch-icon', href: url(ICONS.appleTouch) }),
          tag('link', { rel: 'manifest', href: url(MANIFEST) }),
          tag('meta', { name: 'theme-color', content: themeColor }),
        );
        return groups;
      });
    });
  }
}
