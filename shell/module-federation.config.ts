/**
 * The shell as a federation host: it exposes nothing and knows its remotes only by name at
 * build time; where each remote lives comes from /remotes.json at run time.
 */
export const federation = {
  name: 'shell',
  devPort: 3000,
};
