import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Kind, print, type DocumentNode } from 'graphql';
import type { Compilation, Compiler, Dependency, Module, ModuleGraph, WebpackPluginInstance } from 'webpack';

/**
 * The file a remote's production build writes beside its mf-manifest.json: what it needs of the
 * site besides the manifest's shared versions (RemoteNeedsDocument). The api reads it under the
 * same name (api/src/platform/registry/remote-needs.ts keeps its own copy of the constant: the api
 * does not depend on this node-only subpath).
 */
export const REMOTE_NEEDS_FILE = 'remote-needs.json';

/** The file the shell's build writes beside shared-versions.json: the export names of every module it shares (SharedExportsDocument). */
export const SHELL_SHARED_EXPORTS_FILE = 'shared-exports.json';

/** A name that stands for the whole module: a namespace import, or a module whose exports webpack cannot list. */
export const WHOLE_MODULE = '*';

export interface RemoteNeedsDocument {
  /**
   * Each shared module the build takes from the shell (its share key, e.g. `@usb/ui/forms`)
   * with the export names its code imports from it, sorted; `default` for a default import,
   * WHOLE_MODULE for a namespace used as a whole. Empty for an import for its side effects.
   */
  sharedImports: Record<string, string[]>;
  /** The GraphQL operations the bundle carries (the `*Document` exports of @usb/schema/graphql it uses): operation name -> source. */
  graphqlDocuments: Record<string, string>;
}

export interface SharedExportsDocument {
  /** Each module the shell shares (its share key) with its export names, sorted; WHOLE_MODULE among them when webpack cannot list them all. */
  sharedExports: Record<string, string[]>;
}

const PLUGIN = 'UsbRemoteNeedsPlugin';
const SHELL_PLUGIN = 'UsbSharedExportsPlugin';
const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';
const SIDE_EFFECT_IMPORT = 'harmony side effect evaluation';
/** UsageState.Unused of webpack's ExportInfo.getUsed. */
const UNUSED = 0;
/**
 * The schema's generated GraphQL modules, as paths inside the package (its ES-module or CommonJS
 * build): the module of each typed document (generated/documents/<Name>.js), and graphql.js.
 */
const GENERATED_GRAPHQL = /^\.\/dist\/(?:esm|cjs)\/graphql\/generated\/(?:graphql|documents\/\w+)\.js$/;
const SCHEMA_PACKAGE = '@usb/schema';
const DOCUMENT_EXPORT = /^(\w+)Document$/;

/** The parts of webpack's modules and dependencies read here (some are not in webpack's public types). */
interface SharedModuleLike {
  type: string;
  options?: { shareKey?: string };
  _name?: string;
}
interface DependencyLike {
  type: string;
  getIds?: (moduleGraph: ModuleGraph) => string[];
  ids?: string[];
  referencedExports?: (string[] | { name: string[] })[] | null;
}
interface ResolvedModuleLike {
  resourceResolveData?: { relativePath?: string; descriptionFilePath?: string; descriptionFileData?: { name?: string } };
}

function sortedRecord(map: Map<string, Set<string>>): Record<string, string[]> {
  return Object.fromEntries([...map.keys()].sort().map((key) => [key, [...(map.get(key) ?? [])].sort()]));
}

/** The export names one dependency imports from the module it points to. */
function importedNames(dependency: DependencyLike, moduleGraph: ModuleGraph): string[] {
  if (dependency.type === SIDE_EFFECT_IMPORT) return [];
  const ids = typeof dependency.getIds === 'function' ? dependency.getIds(moduleGraph) : dependency.ids;
  if (Array.isArray(ids)) return [ids[0] ?? WHOLE_MODULE];
  if (Array.isArray(dependency.referencedExports)) {
    return dependency.referencedExports.map((each) => (Array.isArray(each) ? each[0] : each.name[0]) ?? WHOLE_MODULE);
  }
  return [WHOLE_MODULE];
}

/** Every dependency of a module, those of its async blocks (import()) included. */
function* dependenciesOf(module: { dependencies: Dependency[]; blocks: { dependencies: Dependency[]; blocks: unknown[] }[] }): Generator<Dependency> {
  yield* module.dependencies;
  for (const block of module.blocks) yield* dependenciesOf(block as Parameters<typeof dependenciesOf>[0]);
}

/**
 * The shared modules a compilation takes from the share scope and the export names it imports
 * from each: every dependency of a module that is in a chunk (so not one the side-effects
 * optimisation skipped) and points to a consume-shared module.
 */
export function collectSharedImports(compilation: Compilation): Record<string, string[]> {
  const { moduleGraph, chunkGraph } = compilation;
  const imports = new Map<string, Set<string>>();
  for (const module of compilation.modules) {
    if (chunkGraph.getNumberOfModuleChunks(module) === 0) continue;
    for (const dependency of dependenciesOf(module)) {
      const target: (Module & SharedModuleLike) | null = moduleGraph.getModule(dependency);
      const shareKey = target?.type === CONSUME_SHARED ? target.options?.shareKey : undefined;
      if (!shareKey) continue;
      const names = imports.get(shareKey) ?? new Set<string>();
      for (const name of importedNames(dependency, moduleGraph)) names.add(name);
      imports.set(shareKey, names);
    }
  }
  return sortedRecord(imports);
}

/** The folder of the package a module was resolved in, when it is one of the schema's generated GraphQL modules. */
function generatedGraphqlPackage(module: Module): string | null {
  const data = (module as Module & ResolvedModuleLike).resourceResolveData;
  if (data?.descriptionFileData?.name !== SCHEMA_PACKAGE || !data.relativePath || !data.descriptionFilePath) return null;
  return GENERATED_GRAPHQL.test(data.relativePath) ? dirname(data.descriptionFilePath) : null;
}

/**
 * The GraphQL operations the compilation bundles: the `*Document` exports of the schema's
 * generated modules that webpack marks used (all of them when it keeps no usage info), printed
 * from the CommonJS build of the same schema package. Throws when that build is missing.
 */
export function collectGraphqlDocuments(compilation: Compilation): Record<string, string> {
  const { moduleGraph, chunkGraph } = compilation;
  const documents: Record<string, string> = {};
  for (const module of compilation.modules) {
    const packageDir = generatedGraphqlPackage(module);
    if (!packageDir || chunkGraph.getNumberOfModuleChunks(module) === 0) continue;
    const cjs = join(packageDir, 'dist', 'cjs', 'graphql', 'index.js');
    if (!existsSync(cjs)) throw new Error(`${PLUGIN}: ${cjs} is missing; build @usb/schema first`);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the schema's documents, loaded at build time in node
    const generated = require(cjs) as Record<string, unknown>;
    for (const exportInfo of moduleGraph.getExportsInfo(module).orderedExports) {
      if (!DOCUMENT_EXPORT.test(exportInfo.name) || exportInfo.getUsed(undefined) === UNUSED) continue;
      const document = generated[exportInfo.name] as DocumentNode | undefined;
      if (!document || document.kind !== Kind.DOCUMENT) continue;
      for (const definition of document.definitions) {
        if (definition.kind === Kind.OPERATION_DEFINITION && definition.name) documents[definition.name.value] = print(document);
      }
    }
  }
  // Sorted by code unit, not by locale: the same build writes the same bytes (a version's name hashes its files).
  return Object.fromEntries(Object.entries(documents).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * Every module a compilation provides to the share scope (its share key) with the names the
 * provided module exports, read from webpack's exports info; WHOLE_MODULE among them when its
 * exports are not all known (a CommonJS module such as react, or an ES module re-exporting one).
 */
export function collectSharedExports(compilation: Compilation): Record<string, string[]> {
  const { moduleGraph } = compilation;
  // Not named `exports`: the CommonJS build reads this module's constants from `exports`.
  const shared = new Map<string, Set<string>>();
  for (const module of compilation.modules) {
    const provider = module as Module & SharedModuleLike;
    if (provider.type !== PROVIDE_SHARED || typeof provider._name !== 'string') continue;
    const names = shared.get(provider._name) ?? new Set<string>();
    for (const dependency of dependenciesOf(module)) {
      const provided = moduleGraph.getModule(dependency);
      if (!provided) continue;
      const info = moduleGraph.getExportsInfo(provided);
      for (const exportInfo of info.orderedExports) if (exportInfo.provided !== false && typeof exportInfo.name === 'string') names.add(exportInfo.name);
      // Only an ES module's names are exact: a CommonJS module (react, dayjs) gives whatever it assigns, and a default import of it works.
      if (provided.buildMeta?.exportsType !== 'namespace' || info.otherExportsInfo.provided !== false) names.add(WHOLE_MODULE);
    }
    shared.set(provider._name, names);
  }
  return sortedRecord(shared);
}

/**
 * A remote's production build: writes REMOTE_NEEDS_FILE, what its code imports from the
 * shell's shared modules and the GraphQL operations it sends, so the api's registry can refuse
 * at deploy time a build the shell or the api would break (docs/remotes-registry.md).
 * Collected once the chunks are known, before modules are concatenated.
 */
export class RemoteNeedsPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    const { sources, Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      let needs: RemoteNeedsDocument | undefined;
      compilation.hooks.afterChunks.tap(PLUGIN, () => {
        needs = { sharedImports: collectSharedImports(compilation), graphqlDocuments: collectGraphqlDocuments(compilation) };
      });
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        if (needs) compilation.emitAsset(REMOTE_NEEDS_FILE, new sources.RawSource(`${JSON.stringify(needs)}\n`));
      });
    });
  }
}

/**
 * The shell's build: writes SHELL_SHARED_EXPORTS_FILE beside shared-versions.json, the export
 * names of every module it shares, which the registry holds a remote's sharedImports against.
 */
export class SharedExportsPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    const { sources, Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(SHELL_PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: SHELL_PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const document: SharedExportsDocument = { sharedExports: collectSharedExports(compilation) };
        compilation.emitAsset(SHELL_SHARED_EXPORTS_FILE, new sources.RawSource(`${JSON.stringify(document)}\n`));
      });
    });
  }
}
