import { createWebpackConfig } from '@usb/build';
import { federation } from './module-federation.config';

export default createWebpackConfig({
  name: federation.name,
  exposes: federation.exposes,
  isShell: false,
  packageDir: __dirname,
  devPort: federation.devPort,
  html: { title: federation.devTitle },
});
