/**
 * The manifest of a backup archive (docs/backups.md): the archive's first entry, naming every
 * other entry with its size and sha256, so a restore refuses a changed, truncated or mixed
 * archive before it writes anything. Read back with `parseManifest`, which checks every field.
 */
import { COUNTED_TABLES, type SiteCounts } from './site-contents';

export const MANIFEST_NAME = 'manifest.json';
export const MANIFEST_FORMAT = 'usb-backup';
export const MANIFEST_VERSION = 1;

/** The database's part: PostgreSQL's custom-format dump, or PGlite's data folder as a tar. */
export const DATABASE_PART = { postgres: 'database.pgdump', pglite: 'database.pgdata.tar' } as const;
/** Objects (media, remote versions) sit under this folder by their object key. */
export const OBJECTS_FOLDER = 'objects';

export type BackupEngine = keyof typeof DATABASE_PART;

export interface ManifestPart {
  /** The entry's path in the archive. */
  path: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof MANIFEST_FORMAT;
  version: typeof MANIFEST_VERSION;
  engine: BackupEngine;
  createdAt: string;
  /** How many of the api's migrations the database had applied, and the last one's name. */
  migration: { count: number; last: string | null };
  counts: SiteCounts;
  objects: { count: number; bytes: number };
  parts: ManifestPart[];
}

export class ManifestError extends Error {
  override name = 'ManifestError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function count(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw new ManifestError(`${field} is not a count`);
  return value;
}

function text(value: unknown, field: string): string {
  if (typeof value !== 'string' || value === '') throw new ManifestError(`${field} is missing`);
  return value;
}

/** A part's path: the database part or `objects/<key>`, relative, without `.`/`..` segments. */
function partPath(value: unknown, field: string): string {
  const path = text(value, field);
  const segments = path.split('/');
  const safe = segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..' && !segment.includes('\\'));
  if (!safe || path === MANIFEST_NAME) throw new ManifestError(`${field} ${JSON.stringify(path)} is no part's path`);
  return path;
}

function parsePart(value: unknown, index: number): ManifestPart {
  if (!isRecord(value)) throw new ManifestError(`parts[${index}] is not an object`);
  const sha256 = text(value.sha256, `parts[${index}].sha256`);
  if (!/^[0-9a-f]{64}$/.test(sha256)) throw new ManifestError(`parts[${index}].sha256 is not a sha256`);
  return { path: partPath(value.path, `parts[${index}].path`), size: count(value.size, `parts[${index}].size`), sha256 };
}

function parseCounts(value: unknown): SiteCounts {
  if (!isRecord(value)) throw new ManifestError('counts is not an object');
  const counts = {} as SiteCounts;
  for (const name of Object.keys(COUNTED_TABLES) as (keyof SiteCounts)[]) counts[name] = count(value[name], `counts.${name}`);
  return counts;
}

/** The manifest's JSON, checked field by field; ManifestError says what is wrong. */
export function parseManifest(json: string): BackupManifest {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new ManifestError(`${MANIFEST_NAME} is not JSON`);
  }
  if (!isRecord(value) || value.format !== MANIFEST_FORMAT) throw new ManifestError(`${MANIFEST_NAME} is not a USB backup manifest`);
  if (value.version !== MANIFEST_VERSION)
    throw new ManifestError(`manifest version ${String(value.version)} is not known to this api (it reads ${MANIFEST_VERSION})`);
  const engine = value.engine;
  if (engine !== 'postgres' && engine !== 'pglite') throw new ManifestError('engine must be postgres or pglite');
  const createdAt = text(value.createdAt, 'createdAt');
  if (Number.isNaN(Date.parse(createdAt))) throw new ManifestError('createdAt is not a time');
  const migration = value.migration;
  if (!isRecord(migration)) throw new ManifestError('migration is missing');
  const last = migration.last === null ? null : text(migration.last, 'migration.last');
  const objects = value.objects;
  if (!isRecord(objects)) throw new ManifestError('objects is missing');
  if (!Array.isArray(value.parts)) throw new ManifestError('parts is not a list');
  const parts = value.parts.map(parsePart);
  if (new Set(parts.map((part) => part.path)).size !== parts.length) throw new ManifestError('a part is listed twice');
  if (!parts.some((part) => part.path === DATABASE_PART[engine])) throw new ManifestError(`the database part ${DATABASE_PART[engine]} is not listed`);
  return {
    format: MANIFEST_FORMAT,
    version: MANIFEST_VERSION,
    engine,
    createdAt,
    migration: { count: count(migration.count, 'migration.count'), last },
    counts: parseCounts(value.counts),
    objects: { count: count(objects.count, 'objects.count'), bytes: count(objects.bytes, 'objects.bytes') },
    parts,
  };
}
