/**
 * Where finished backups are kept (docs/backups.md, "On a schedule"): the folder BACKUP_DIR, or,
 * when a bucket is configured and BACKUP_DIR is not set, the bucket's `backups/` (under
 * S3_PREFIX), which every api machine reaches. An archive is always made in BACKUP_DIR first;
 * the bucket shelf uploads it and keeps only the newest one on the machine, for a quick restore.
 * Only names of backups (BACKUP_NAME) are listed and removed; anything else stays untouched.
 */
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { DeleteObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { BucketConfig } from '../../config';
import { createS3Client } from '../../lib/object-store/bucket-store';
import { listBackups } from './backup-retention';
import { BACKUP_NAME } from './make-backup';

export interface BackupShelf {
  /** For logs and the CLI: the folder, or `s3://<bucket>/<prefix>backups/`. */
  readonly place: string;
  /** Keeps the archive made at `file` (in BACKUP_DIR). */
  keep(file: string): Promise<void>;
  /** The kept backups' names, oldest first. */
  list(): Promise<string[]>;
  remove(name: string): Promise<void>;
}

export function folderShelf(folder: string): BackupShelf {
  return {
    place: folder,
    keep: async () => undefined,
    list: () => listBackups(folder),
    remove: (name) => rm(join(folder, name), { force: true }),
  };
}

/** Part size and parallelism of an archive's upload: 16 MiB parts, 2 at a time. */
const UPLOAD = { partSize: 16 * 1024 * 1024, queueSize: 2 };

export function bucketShelf(bucket: BucketConfig, folder: string): BackupShelf {
  const client = createS3Client(bucket);
  const prefix = `${bucket.prefix ?? ''}backups/`;
  return {
    place: `s3://${bucket.bucket}/${prefix}`,
    async keep(file) {
      const name = basename(file);
      await new Upload({ client, params: { Bucket: bucket.bucket, Key: prefix + name, Body: createReadStream(file) }, ...UPLOAD }).done();
      for (const older of (await listBackups(folder)).filter((local) => local !== name)) await rm(join(folder, older), { force: true });
    },
    async list() {
      const names: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket.bucket, Prefix: prefix, ContinuationToken }));
        for (const item of page.Contents ?? []) {
          const name = item.Key?.slice(prefix.length) ?? '';
          if (BACKUP_NAME.test(name)) names.push(name);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return names.sort();
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket.bucket, Key: prefix + name }));
    },
  };
}
