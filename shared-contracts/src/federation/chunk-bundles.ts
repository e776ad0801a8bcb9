import type { Configuration, Module } from 'webpack';

type SplitChunks = Exclude<NonNullable<Configuration['optimization']>['splitChunks'], false | undefined>;

/** Packages every page needs, by the folder of their files: React, the router, dayjs, zustand. */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|dayjs|zustand)[\\/]|[\\/]shared-contracts[\\/]dist[\\/]esm[\\/]router[\\/]/;
const APOLLO =
  /[\\/]node_modules[\\/](@apollo[\\/]client|graphql|graphql-tag|rxjs|@wry[\\/][^\\/]+|optimism|tslib|ts-invariant|@graphql-typed-document-node[\\/]core)[\\/]|[\\/]shared-contracts[\\/]dist[\\/]esm[\\/]graphql-client[\\/]/;
/** The contracts' small shared modules every page runs: session store, bus, guards, messages. */
const CONTRACTS = /[\\/]shared-contracts[\\/]dist[\\/]esm[\\/](session|events|guards|messages)[\\/]/;

const inFolder = (pattern: RegExp) => (module: Module) => pattern.test(module.nameForCondition() ?? '');

/**
 * splitChunks of the shell. Each shared module is otherwise its own chunk (Apollo alone is
 * 28 subpaths), about 50 scripts before the first remote. What every page loads travels in
 * three named bundles: React with the router, dayjs and zustand; Apollo with graphql and rxjs
 * and the contracts' GraphQL client; the contracts' session store, bus, guards and messages.
 * Each holds only modules every page runs, so none pulls in code a page does not need; the
 * antd kits keep webpack's split, so a page loads only the kit parts it shows.
 */
export function shellSplitChunks(): SplitChunks {
  return {
    cacheGroups: {
      framework: { name: 'framework', test: inFolder(FRAMEWORK), chunks: 'async', enforce: true, priority: 30 },
      apollo: { name: 'apollo', test: inFolder(APOLLO), chunks: 'async', enforce: true, priority: 20 },
      contracts: { name: 'contracts', test: inFolder(CONTRACTS), chunks: 'async', enforce: true, priority: 10 },
    },
  };
}
