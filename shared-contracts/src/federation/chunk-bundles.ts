import type { Configuration, Module } from 'webpack';

type SplitChunks = Exclude<NonNullable<Configuration['optimization']>['splitChunks'], false | undefined>;

/** Packages every page needs, by the folder of their files. */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|dayjs|zustand)[\\/]/;
const APOLLO =
  /[\\/]node_modules[\\/](@apollo[\\/]client|graphql|rxjs|@wry[\\/][^\\/]+|optimism|tslib|ts-invariant|@graphql-typed-document-node[\\/]core)[\\/]|[\\/]shared-contracts[\\/]dist[\\/]esm[\\/](graphql|graphql-client)[\\/]/;

const inFolder = (pattern: RegExp) => (module: Module) => pattern.test(module.nameForCondition() ?? '');

/**
 * splitChunks of the shell. Each shared module is otherwise its own chunk (Apollo alone is
 * 28 subpaths), about 50 scripts before the first remote. What every page loads (React,
 * dayjs, zustand; Apollo with graphql and rxjs and the contracts' GraphQL documents and
 * client) travels in two named bundles; the antd kits keep webpack's split, so a page loads
 * only the kit parts it shows.
 */
export function shellSplitChunks(): SplitChunks {
  return {
    cacheGroups: {
      framework: { name: 'framework', test: inFolder(FRAMEWORK), chunks: 'async', enforce: true, priority: 20 },
      apollo: { name: 'apollo', test: inFolder(APOLLO), chunks: 'async', enforce: true, priority: 10 },
    },
  };
}
