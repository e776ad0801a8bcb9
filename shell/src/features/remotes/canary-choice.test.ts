import { ROLLOUT_ID_KEY, rolloutBucket } from '@usb/schema/domain';
import type { RemoteRegistryDocument } from '@usb/schema/rest';
import { chooseVersions, readRolloutId } from './canary-choice';

const build = (version: string) => ({
  entry: `/remotes/remote-staff/${version}/mf-manifest.json`,
  version,
  contracts: '4.9.0',
  integrity: { 'mf-manifest.json': `sha384-${version}` },
});
const staffWithCanary = (percent: number): RemoteRegistryDocument => ({ remote_staff: { ...build('1.0.0-old'), canary: { ...build('1.1.0-new'), percent } } });

/** A rollout id whose bucket for remote-staff is `bucket`. */
function idInBucket(bucket: number): string {
  for (let index = 0; ; index += 1) if (rolloutBucket(`browser-${index}`, 'remote-staff') === bucket) return `browser-${index}`;
}

describe('chooseVersions', () => {
  it('gives a browser the canary when its bucket for the remote (by folder name) is below the percent', () => {
    const id = idInBucket(24);
    expect(chooseVersions(staffWithCanary(25), id)).toEqual({ remote_staff: build('1.1.0-new') });
    expect(chooseVersions(staffWithCanary(24), id)).toEqual({ remote_staff: build('1.0.0-old') });
  });

  it('gives a browser in bucket 0 the canary from 1 %, and no browser a canary of 0 %', () => {
    const first = idInBucket(0);
    expect(chooseVersions(staffWithCanary(1), first).remote_staff?.version).toBe('1.1.0-new');
    expect(chooseVersions(staffWithCanary(0), first).remote_staff?.version).toBe('1.0.0-old');
    expect(chooseVersions(staffWithCanary(99), idInBucket(99)).remote_staff?.version).toBe('1.0.0-old');
  });

  it('makes the same choice for the same id every time', () => {
    for (let index = 0; index < 50; index += 1) {
      const document = staffWithCanary(50);
      expect(chooseVersions(document, `browser-${index}`)).toEqual(chooseVersions(document, `browser-${index}`));
    }
  });

  it('leaves entries without a canary as they are, and keeps a previewed version whatever its canary', () => {
    const plain: RemoteRegistryDocument = { remote_public: build('2.0.0-p') };
    expect(chooseVersions(plain, idInBucket(0))).toEqual(plain);
    const previewed = { ...build('0.9.0-preview'), previewExpiresAt: '2026-11-28T13:00:00.000Z' };
    expect(chooseVersions({ remote_staff: { ...previewed, canary: { ...build('1.1.0-new'), percent: 99 } } }, idInBucket(0))).toEqual({
      remote_staff: previewed,
    });
  });
});

describe('readRolloutId', () => {
  it('makes a random id on the first visit and keeps it', () => {
    window.localStorage.removeItem(ROLLOUT_ID_KEY);
    const id = readRolloutId(window.localStorage);
    expect(id).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(window.localStorage.getItem(ROLLOUT_ID_KEY)).toBe(id);
    expect(readRolloutId(window.localStorage)).toBe(id);
  });

  it('gives an id for the page when storage is switched off', () => {
    const blocked = {
      getItem: (): string | null => {
        throw new Error('storage is switched off');
      },
      setItem: (): void => undefined,
    };
    expect(readRolloutId(blocked)).toMatch(/^[0-9a-f-]{32,36}$/);
  });
});
