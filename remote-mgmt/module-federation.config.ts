/**
 * What this remote is to the site: container remote_mgmt, mounted by the shell at /mgmt/*.
 * Its routes are relative to that mount point.
 */
export const federation = {
  name: 'remote_mgmt',
  exposes: { './Routes': './src/app/routes.tsx' },
  devPort: 3004,
  devTitle: 'USB administration (remote-mgmt)',
};
