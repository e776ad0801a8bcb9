import { createWebpackConfig } from '@usb/build';
import { federation } from './module-federation.config';

const siteConfig = createWebpackConfig({
  name: federation.name,
  exposes: federation.exposes,
  isShell: false,
  packageDir: __dirname,
  devPort: federation.devPort,
  html: { title: federation.devTitle },
});

/**
 * The site's configuration, plus: libheif-js's Emscripten glue (the HEIC converter's worker)
 * names Node's fs, path and crypto in branches that run only under Node, so the browser build
 * leaves them out instead of failing to find them.
 */
export default (...args: Parameters<typeof siteConfig>) => {
  const config = siteConfig(...args);
  return { ...config, resolve: { ...config.resolve, fallback: { fs: false, path: false, crypto: false } } };
};
