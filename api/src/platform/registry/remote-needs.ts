/**
 * What a remote build needs of the site beyond the shared versions (shared-needs.ts), checked
 * when it is deployed. Its production build writes REMOTE_NEEDS_FILE beside its manifest
 * (RemoteNeedsPlugin of @usb/build):
 *
 * - `sharedImports`: the export names its code imports from each module the shell shares. The
 *   shell's build writes what those modules export (SHELL_SHARED_EXPORTS_FILE, beside
 *   shared-versions.json); an import the shell's module lacks would be undefined on the page.
 * - `graphqlDocuments`: the GraphQL operations it bundles (the documents are not shared: each
 *   remote carries those of the contracts version it was built against). Each must validate
 *   against the api's schema, or the api would answer it with errors.
 *
 * A build without the file (built before the registry asked for it) is not checked; a site whose
 * shell has no exports file (an api run without the shell) skips the imports.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse, validate, type GraphQLSchema } from 'graphql';
import type { RemoteName } from '@usb/schema/domain';

/**
 * The names the contracts' build plugins write (tooling/build/src/remote-needs-plugin.ts
 * exports the same constants; the api does not depend on that node-only subpath).
 */
export const REMOTE_NEEDS_FILE = 'remote-needs.json';
export const SHELL_SHARED_EXPORTS_FILE = 'shared-exports.json';
/** An import of a whole namespace, or a shared module whose export names the shell's build could not list. */
const WHOLE_MODULE = '*';

export interface RemoteNeeds {
  /** Share key -> the export names the remote imports from it. */
  sharedImports: Record<string, string[]>;
  /** Operation name -> its GraphQL source (with its fragments). */
  graphqlDocuments: Record<string, string>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRecordOf<T>(value: unknown, each: (item: unknown) => item is T): value is Record<string, T> {
  return isRecord(value) && Object.values(value).every(each);
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);

export function isRemoteNeeds(value: unknown): value is RemoteNeeds {
  return isRecord(value) && isRecordOf(value.sharedImports, isStringList) && isRecordOf(value.graphqlDocuments, isString);
}

/** A JSON file of the folder; undefined when absent, null when it is no JSON. */
async function readJsonFile(folder: string, name: string): Promise<unknown> {
  const file = join(folder, name);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch {
    return null;
  }
}

/** The export names of each module the shell shares; null when the shell's build states none. */
export async function shellSharedExports(shellDir: string): Promise<Record<string, string[]> | null> {
  const parsed = await readJsonFile(shellDir, SHELL_SHARED_EXPORTS_FILE);
  if (parsed === undefined) return null;
  if (!isRecord(parsed) || !isRecordOf(parsed.sharedExports, isStringList)) {
    throw new Error(`${join(shellDir, SHELL_SHARED_EXPORTS_FILE)} is not { sharedExports: { [module]: names } }`);
  }
  return parsed.sharedExports;
}

const importedName = (name: string): string => (name === 'default' ? 'the default export' : name);

/**
 * Each import of the remote that the shell's shared modules do not export, as a sentence. A
 * module the shell does not share at all is shared-needs.ts's to report (it reads the manifest),
 * and a namespace import or a module whose names the shell could not list is not checked.
 */
export function missingExports(name: RemoteName, sharedImports: RemoteNeeds['sharedImports'], shellExports: Record<string, string[]>): string[] {
  return Object.entries(sharedImports).flatMap(([module, names]) => {
    const exported = shellExports[module];
    if (exported === undefined || exported.includes(WHOLE_MODULE)) return [];
    return names
      .filter((imported) => imported !== WHOLE_MODULE && !exported.includes(imported))
      .map((imported) => `${name} imports ${importedName(imported)} from ${module}, which the shell does not share`);
  });
}

/** Each operation of the remote that does not parse or validate against the api's schema, as a sentence. */
export function invalidDocuments(name: RemoteName, documents: RemoteNeeds['graphqlDocuments'], schema: GraphQLSchema): string[] {
  return Object.entries(documents).flatMap(([operation, source]) => {
    let errors: readonly { message: string }[];
    try {
      errors = validate(schema, parse(source));
    } catch (error) {
      errors = [{ message: error instanceof Error ? error.message : String(error) }];
    }
    return errors.length === 0 ? [] : [`${name}'s operation ${operation} does not match the api: ${errors.map((error) => error.message).join(' ')}`];
  });
}

export interface RemoteNeedsCheck {
  name: RemoteName;
  /** The unpacked build folder (it holds mf-manifest.json). */
  buildDir: string;
  /** The shell's build folder; undefined or without SHELL_SHARED_EXPORTS_FILE: the imports are not checked. */
  shellDir?: string;
  /** The api's schema (apiSchema() of api-schema.ts). */
  schema: GraphQLSchema;
}

/**
 * Everything the build needs and the site cannot give, as sentences; empty when the build may
 * be deployed, and for a build without REMOTE_NEEDS_FILE (built before the file existed).
 */
export async function remoteNeedsProblems({ name, buildDir, shellDir, schema }: RemoteNeedsCheck): Promise<string[]> {
  const needs = await readJsonFile(buildDir, REMOTE_NEEDS_FILE);
  if (needs === undefined) return [];
  if (!isRemoteNeeds(needs)) return [`${REMOTE_NEEDS_FILE} is not { sharedImports: { [module]: names }, graphqlDocuments: { [operation]: source } }`];
  const shellExports = shellDir ? await shellSharedExports(shellDir) : null;
  return [...(shellExports ? missingExports(name, needs.sharedImports, shellExports) : []), ...invalidDocuments(name, needs.graphqlDocuments, schema)];
}
