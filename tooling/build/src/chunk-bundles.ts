import type { Chunk, ChunkGraph, Configuration, Module } from 'webpack';

type SplitChunks = Exclude<NonNullable<Configuration['optimization']>['splitChunks'], false | undefined>;

/**
 * Packages every page needs, by the folder of their files: React, the router, dayjs, zustand.
 * Not dayjs's plugins: only the date pickers use them (parsing and week numbers),
 * and they travel with the pickers kit.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|dayjs(?![\\/]plugin[\\/])|zustand)[\\/]|[\\/]shared-contracts[\\/]dist[\\/]esm[\\/]router[\\/]/;
/**
 * Apollo with graphql and rxjs, the contracts' GraphQL client, and the GraphQL documents the
 * shell bundles (those of its own and the first-load queries the client starts).
 */
const APOLLO =
  /[\\/]node_modules[\\/](@apollo[\\/]client|graphql|graphql-tag|rxjs|@wry[\\/][^\\/]+|optimism|tslib|ts-invariant|@graphql-typed-document-node[\\/]core)[\\/]|[\\/]shared-contracts[\\/]dist[\\/]esm[\\/]graphql-client[\\/]|[\\/]shared-schema[\\/]dist[\\/]esm[\\/]graphql[\\/]/;
/** The contracts' small shared modules every page runs: session store, bus, live channel, guards, messages. */
const CONTRACTS = /[\\/]shared-contracts[\\/]dist[\\/]esm[\\/](session|events|live|guards|messages)[\\/]/;

const inFolder = (pattern: RegExp) => (module: Module) => pattern.test(module.nameForCondition() ?? '');

/** The modules of the given antd kits (the shared `@usb/ui/<kit>` entries). */
const antdKits = (...kits: string[]) => new RegExp(`[\\\\/]shared-ui[\\\\/]dist[\\\\/]esm[\\\\/](${kits.join('|')})\\.js$`);
const CORE_KITS = antdKits('core', 'icons');
const INPUTS_KIT = antdKits('inputs');
const FORMS_KIT = antdKits('forms');
/** The kit of the form without antd's form engine (the login), which shares antd's field styles and icons with the inputs kit. */
const LIGHT_FORM_KIT = antdKits('light-form');
/** The kits a page loads beside the forms kit, or without it (a task's photo answer: upload). */
const OTHER_KITS = antdKits('light-form', 'controls', 'upload', 'pickers', 'data', 'nav', 'table', 'light-table', 'admin-icons');

/**
 * A module that one of the given kits needs: it sits in a chunk webpack made for such a kit.
 * Without this, each module shared by two kits lands in a chunk of its own for that pair, and
 * the core kit alone arrived in eight scripts.
 */
function neededByKit(kit: RegExp) {
  const holdsKit = new WeakMap<Chunk, boolean>();
  const chunkHoldsKit = (chunk: Chunk, chunkGraph: ChunkGraph): boolean => {
    let holds = holdsKit.get(chunk);
    if (holds === undefined) {
      holds = [...chunkGraph.getChunkModulesIterable(chunk)].some((module) => kit.test(module.nameForCondition() ?? ''));
      holdsKit.set(chunk, holds);
    }
    return holds;
  };
  // Only code modules: a consume-shared or provide module moved into the kit's bundle makes
  // every chunk that consumes React wait for that bundle, and React never renders.
  return (module: Module, { chunkGraph }: { chunkGraph: ChunkGraph }): boolean =>
    module.type.startsWith('javascript/') && [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => chunkHoldsKit(chunk, chunkGraph));
}

/**
 * A module the kit needs and none of the others: what it shares with them stays in each one's
 * own chunk, so a page with one of the others does not load the kit's bundle for it.
 */
function neededByKitAlone(kit: RegExp, others: RegExp) {
  const neededByThisKit = neededByKit(kit);
  const neededByOthers = neededByKit(others);
  return (module: Module, context: { chunkGraph: ChunkGraph }): boolean => neededByThisKit(module, context) && !neededByOthers(module, context);
}

/** The shell's bundles every page runs (see shellSplitChunks), which index.html preloads. */
export const EVERY_PAGE_BUNDLES = ['framework', 'apollo', 'contracts', 'antd-core'] as const;

/**
 * splitChunks of the shell. Each shared module is otherwise its own chunk (Apollo alone is
 * 28 subpaths), about 50 scripts before the first remote. What every page loads travels in
 * three named bundles: React with the router, dayjs and zustand; Apollo with graphql and rxjs
 * and the contracts' GraphQL client; the contracts' session store, bus, guards and messages.
 * Each holds only modules every page runs, so none pulls in code a page does not need.
 * The antd core kit (with the icons) is one more bundle, every page shows it; the inputs kit
 * with what it needs beyond the core another, loaded by a task's answers and every form; the
 * forms kit (the form engine) with what it needs beyond those a third, loaded by the pages
 * with a form. The other kits (light-form, controls, upload, pickers, data, nav, table,
 * light-table) keep webpack's split, so a page loads only the kits it uses.
 */
export function shellSplitChunks(): SplitChunks {
  return {
    cacheGroups: {
      framework: { name: 'framework', test: inFolder(FRAMEWORK), chunks: 'async', enforce: true, priority: 30 },
      apollo: { name: 'apollo', test: inFolder(APOLLO), chunks: 'async', enforce: true, priority: 20 },
      contracts: { name: 'contracts', test: inFolder(CONTRACTS), chunks: 'async', enforce: true, priority: 10 },
      antdCore: { name: 'antd-core', test: neededByKit(CORE_KITS), chunks: 'async', enforce: true, priority: 5 },
      // What the inputs kit shares with the light form (antd's field style hooks, the password's
      // eye icons, a few hundred bytes) stays out, so the login does not load the inputs bundle.
      antdInputs: { name: 'antd-inputs', test: neededByKitAlone(INPUTS_KIT, LIGHT_FORM_KIT), chunks: 'async', enforce: true, priority: 4 },
      // What the forms kit shares with a kit beyond the core and the inputs (antd's tooltip with
      // the upload kit, say) stays out, so a task's photo answer does not load the form engine.
      antdForms: { name: 'antd-forms', test: neededByKitAlone(FORMS_KIT, OTHER_KITS), chunks: 'async', enforce: true, priority: 3 },
    },
  };
}
