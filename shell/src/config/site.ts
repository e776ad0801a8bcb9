import type { ThemeConfig } from '@usb/contracts/ui/core';

/** Where the shell learns at start which remotes exist and where their manifests are. */
export const REMOTES_REGISTRY_URL = '/remotes.json';

/** The one theme of the site; remotes inherit it through the shared antd kit. */
export const siteTheme: ThemeConfig = {
  token: { colorPrimary: '#1d6b3f', borderRadius: 6, fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  // Narrower menu items so the whole menu of an admin (nine entries) fits a laptop screen.
  components: { Menu: { itemPaddingInline: 12 } },
};
