/**
 * What this remote is to the site: container remote_public, mounted by the shell at `/*`.
 * Its routes are relative to the site root; it owns the redirect of unknown URLs to '/'.
 */
export const federation = {
  name: 'remote_public',
  exposes: { './Routes': './src/app/routes.tsx' },
  devPort: 3001,
  devTitle: 'USB (remote-public)',
};
