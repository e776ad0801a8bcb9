/**
 * The build configuration every part shares (node only, CommonJS): one `shared` config for
 * Module Federation, one webpack config factory for the shell and the remotes, and one jest
 * preset, so versions, singletons and loaders cannot drift between builds.
 */
export { createSharedConfig, contractsSubpaths, uiSubpaths, sharedLibraries, type SharedConfigOptions, type SharedEntry } from './shared-config';
export { createWebpackConfig, type WebpackConfigOptions, type SiteWebpackConfig } from './webpack-config';
export { createJestConfig, type JestConfigOptions } from './jest-config';
export { renderStaticMarkup, type StaticFrameKit } from './antd-static-style';
