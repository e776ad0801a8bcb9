/**
 * What this remote is to the site: container remote_staff, mounted by the shell at /staff/*.
 * Its routes are relative to that mount point.
 */
export const federation = {
  name: 'remote_staff',
  exposes: { './Routes': './src/app/routes.tsx' },
  devPort: 3003,
  devTitle: 'USB stab (remote-staff)',
};
