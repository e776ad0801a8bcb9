import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { readEnv, readWorkers } from '../src/env';

const repositoryRoot = resolve(__dirname, '..', '..');

describe('configuration from the environment', () => {
  it('keeps the data in ./data of the repository by default, whatever folder the api starts in', () => {
    expect(readEnv({}).dataDir).toBe(join(repositoryRoot, 'data'));
    expect(readEnv({ DATA_DIR: '' }).dataDir).toBe(join(repositoryRoot, 'data'));
  });
  it('listens on every interface by default, on one address with HOST', () => {
    expect(readEnv({}).host).toBe('0.0.0.0');
    expect(readEnv({ HOST: ' 127.0.0.2 ' }).host).toBe('127.0.0.2');
  });

  it('takes a given DATA_DIR from the working directory', () => {
    expect(readEnv({ DATA_DIR: '/srv/usb' }).dataDir).toBe('/srv/usb');
    expect(readEnv({ DATA_DIR: 'elsewhere' }).dataDir).toBe(resolve(process.cwd(), 'elsewhere'));
  });

  it('builds links on PUBLIC_URL without a trailing slash, else on localhost and PORT', () => {
    expect(readEnv({}).publicUrl).toBe('http://localhost:8080');
    expect(readEnv({ PORT: '8090' }).publicUrl).toBe('http://localhost:8090');
    expect(readEnv({ PUBLIC_URL: 'https://usb.example.dk/' }).publicUrl).toBe('https://usb.example.dk');
  });

  it('logs no access lines by default, every one with LOG_REQUESTS=1, a sample with a fraction; slow from SLOW_REQUEST_MS', () => {
    expect(readEnv({})).toMatchObject({ logRequests: 0, slowRequestMs: 500 });
    expect(readEnv({ LOG_REQUESTS: '1', SLOW_REQUEST_MS: '250' })).toMatchObject({ logRequests: 1, slowRequestMs: 250 });
    expect(readEnv({ LOG_REQUESTS: 'on' }).logRequests).toBe(1);
    expect(readEnv({ LOG_REQUESTS: '0.05' }).logRequests).toBe(0.05);
    expect(() => readEnv({ LOG_REQUESTS: '2' })).toThrow(/LOG_REQUESTS/);
    expect(() => readEnv({ SLOW_REQUEST_MS: 'soon' })).toThrow(/SLOW_REQUEST_MS/);
  });

  it('counts 30 sign-ups an hour per address unless SIGNUPS_PER_HOUR says otherwise; the other limits stay', () => {
    expect(readEnv({}).rateLimit.signup).toEqual({ max: 30, windowMs: 60 * 60 * 1000 });
    const camp = readEnv({ SIGNUPS_PER_HOUR: '200' }).rateLimit;
    expect(camp.signup).toEqual({ max: 200, windowMs: 60 * 60 * 1000 });
    expect(camp.login).toEqual(readEnv({}).rateLimit.login);
    expect(() => readEnv({ SIGNUPS_PER_HOUR: '0' })).toThrow(/SIGNUPS_PER_HOUR/);
  });

  it('rolls a canary back above 5 % failed loads from 20 loads, and takes 120 report batches a minute per address, unless told otherwise', () => {
    expect(readEnv({}).canary).toEqual({ errorLimit: 0.05, minLoads: 20 });
    expect(readEnv({ CANARY_ERROR_LIMIT: '0.1', CANARY_MIN_LOADS: '50' }).canary).toEqual({ errorLimit: 0.1, minLoads: 50 });
    expect(() => readEnv({ CANARY_ERROR_LIMIT: '5' })).toThrow(/CANARY_ERROR_LIMIT/);
    expect(() => readEnv({ CANARY_ERROR_LIMIT: 'lots' })).toThrow(/CANARY_ERROR_LIMIT/);
    expect(() => readEnv({ CANARY_MIN_LOADS: '0' })).toThrow(/CANARY_MIN_LOADS/);
    expect(readEnv({}).rateLimit.remoteReport).toEqual({ max: 120, windowMs: 60 * 1000 });
    expect(readEnv({ REMOTE_REPORTS_PER_MINUTE: '600' }).rateLimit.remoteReport.max).toBe(600);
    expect(() => readEnv({ REMOTE_REPORTS_PER_MINUTE: '-1' })).toThrow(/REMOTE_REPORTS_PER_MINUTE/);
  });

  it('runs one api process per core on PostgreSQL and one on PGlite, which refuses more', () => {
    const postgres = { DATABASE_URL: 'postgres://db.example/usb' };
    expect(readWorkers(postgres)).toBe(availableParallelism());
    expect(readWorkers({ ...postgres, WORKERS: '3' })).toBe(3);
    expect(readWorkers({})).toBe(1);
    expect(readWorkers({ WORKERS: '1' })).toBe(1);
    expect(() => readWorkers({ WORKERS: '2' })).toThrow(/DATABASE_URL/);
    expect(() => readWorkers({ ...postgres, WORKERS: '0' })).toThrow(/WORKERS/);
  });

  it('serves no metrics unless METRICS_PORT is set, and then on loopback unless METRICS_HOST says otherwise', () => {
    expect(readEnv({})).toMatchObject({ metricsPort: undefined, metricsHost: '127.0.0.1' });
    expect(readEnv({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' })).toMatchObject({ metricsPort: 9464, metricsHost: '10.0.0.5' });
    expect(() => readEnv({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
  });

  it('writes backups to DATA_DIR/backups without a schedule by default; BACKUP_* change it and refuse nonsense', () => {
    expect(readEnv({ DATA_DIR: '/srv/usb' }).backup).toEqual({
      dir: '/srv/usb/backups',
      inBucket: false,
      intervalMinutes: undefined,
      keep: 96,
      token: undefined,
    });
    // With a bucket they are kept in it, unless BACKUP_DIR says where.
    expect(readEnv({ S3_BUCKET: 'usb-media' }).backup?.inBucket).toBe(true);
    expect(readEnv({ S3_BUCKET: 'usb-media', BACKUP_DIR: '/backups' }).backup?.inBucket).toBe(false);
    const token = 'f'.repeat(64);
    expect(readEnv({ BACKUP_DIR: '/backups', BACKUP_INTERVAL_MINUTES: '30', BACKUP_KEEP: '12', BACKUP_TOKEN: token }).backup).toEqual({
      dir: '/backups',
      inBucket: false,
      intervalMinutes: 30,
      keep: 12,
      token,
    });
    expect(() => readEnv({ BACKUP_INTERVAL_MINUTES: '0' })).toThrow(/BACKUP_INTERVAL_MINUTES/);
    expect(() => readEnv({ BACKUP_KEEP: 'alle' })).toThrow(/BACKUP_KEEP/);
    expect(() => readEnv({ BACKUP_TOKEN: 'kort' })).toThrow(/BACKUP_TOKEN must be at least 32 characters/);
  });

  it('keeps media and remotes in DATA_DIR unless S3_BUCKET names a bucket, and refuses half a bucket configuration', () => {
    expect(readEnv({}).bucket).toBeUndefined();
    expect(readEnv({ S3_BUCKET: 'usb-media' }).bucket).toEqual({ bucket: 'usb-media', region: 'us-east-1' });
    expect(readEnv({ S3_BUCKET: 'usb-media', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'eu-north-1', S3_PREFIX: 'site-a/' }).bucket).toEqual({
      bucket: 'usb-media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-north-1',
      prefix: 'site-a/',
    });
    expect(() => readEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_ENDPOINT set without S3_BUCKET/);
    expect(() => readEnv({ S3_REGION: 'eu-north-1', S3_PREFIX: 'a/' })).toThrow(/S3_REGION, S3_PREFIX set without S3_BUCKET/);
    expect(() => readEnv({ S3_BUCKET: 'Not A Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => readEnv({ S3_BUCKET: 'usb', S3_ENDPOINT: '127.0.0.1:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => readEnv({ S3_BUCKET: 'usb', S3_PREFIX: 'site-a' })).toThrow(/S3_PREFIX/);
  });

  it('drains 3 s on PostgreSQL before closing, not at all on PGlite, or DRAIN_MS', () => {
    const postgres = { DATABASE_URL: 'postgres://db.example/usb' };
    expect(readEnv(postgres).drainMs).toBe(3000);
    expect(readEnv({}).drainMs).toBe(0);
    expect(readEnv({ ...postgres, DRAIN_MS: '0' }).drainMs).toBe(0);
    expect(readEnv({ DRAIN_MS: '5000' }).drainMs).toBe(5000);
    expect(() => readEnv({ DRAIN_MS: '-1' })).toThrow(/DRAIN_MS/);
  });

  it('pools 10 PostgreSQL connections with a 5 s statement timeout unless told otherwise', () => {
    expect(readEnv({})).toMatchObject({ databasePoolSize: 10, databaseStatementTimeoutMs: 5000 });
    expect(readEnv({ DATABASE_POOL_SIZE: '25', DATABASE_STATEMENT_TIMEOUT_MS: '2000' })).toMatchObject({
      databasePoolSize: 25,
      databaseStatementTimeoutMs: 2000,
    });
    expect(() => readEnv({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => readEnv({ DATABASE_STATEMENT_TIMEOUT_MS: 'long' })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS/);
  });
});
