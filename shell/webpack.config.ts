import { join } from 'node:path';
import { createWebpackConfig } from '@usb/build';
import { DEFAULT_PAGE_DESCRIPTION, DEFAULT_PAGE_TITLE } from '@usb/schema/domain';
import { federation } from './module-federation.config';
import { SiteIconsPlugin } from './site-icons-plugin';
import { REMOTES_REGISTRY_URL, siteTheme } from './src/config/site';
import { staticFrameBody, staticFrameHead } from './static-frame';

const siteConfig = createWebpackConfig({
  name: federation.name,
  isShell: true,
  packageDir: __dirname,
  devPort: federation.devPort,
  html: { title: DEFAULT_PAGE_TITLE, description: DEFAULT_PAGE_DESCRIPTION, head: staticFrameHead, body: staticFrameBody },
  antdTheme: siteTheme,
  // The header draws antd's menu and drawer markup itself (src/features/header/menu-markup.ts).
  antdFirstPaintStyles: ['menu', 'drawer'],
  startFetches: [REMOTES_REGISTRY_URL],
});

/** The factory's configuration plus the site's icons and manifest (shell/public). */
export default (...args: Parameters<typeof siteConfig>): ReturnType<typeof siteConfig> => {
  const config = siteConfig(...args);
  return { ...config, plugins: [...(config.plugins ?? []), new SiteIconsPlugin(join(__dirname, 'public'))] };
};
