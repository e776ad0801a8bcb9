import { createWebpackConfig } from '@usb/contracts/federation';
import { DEFAULT_PAGE_DESCRIPTION, DEFAULT_PAGE_TITLE } from '@usb/contracts/domain';
import { federation } from './module-federation.config';

export default createWebpackConfig({
  name: federation.name,
  isShell: true,
  packageDir: __dirname,
  devPort: federation.devPort,
  html: { title: DEFAULT_PAGE_TITLE, description: DEFAULT_PAGE_DESCRIPTION },
});
