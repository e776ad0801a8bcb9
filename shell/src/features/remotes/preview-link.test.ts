import type { RemoteRegistryDocument } from '@usb/schema/rest';
import { forgetPreviewToken, PREVIEW_TOKEN_KEY, previewStateOf, registryUrl, takePreviewToken } from './preview-link';

const build = (version: string, previewExpiresAt?: string) => ({
  entry: `/remotes/remote-staff/${version}/mf-manifest.json`,
  version,
  contracts: '4.9.0',
  integrity: { 'mf-manifest.json': 'sha384-m' },
  ...(previewExpiresAt && { previewExpiresAt }),
});

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('takePreviewToken', () => {
  it('stores the token of a preview link and takes it out of the address, keeping the path, the other parameters and the hash', () => {
    window.history.replaceState({ from: 'link' }, '', '/staff/tasks?tab=2&preview=a%2Bb%2Fc&x=1#top');
    expect(takePreviewToken(window.location, window.history)).toEqual({ token: 'a+b/c', fromUrl: true });
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/staff/tasks?tab=2&x=1#top');
    expect(window.history.state).toEqual({ from: 'link' });
    expect(window.localStorage.getItem(PREVIEW_TOKEN_KEY)).toBe('a+b/c');
  });

  it('forgets the stored token', () => {
    window.localStorage.setItem(PREVIEW_TOKEN_KEY, 'stored');
    forgetPreviewToken();
    expect(takePreviewToken(window.location, window.history)).toEqual({ token: null, fromUrl: false });
  });

  it('uses the token stored by an earlier page, and none without one', () => {
    expect(takePreviewToken(window.location, window.history)).toEqual({ token: null, fromUrl: false });
    window.localStorage.setItem(PREVIEW_TOKEN_KEY, 'stored');
    expect(takePreviewToken(window.location, window.history)).toEqual({ token: 'stored', fromUrl: false });
    expect(window.location.search).toBe('');
  });

  it('keeps a token from the address for this page when storage is switched off', () => {
    const blocked = {
      getItem: (): string | null => {
        throw new Error('off');
      },
      setItem: (): void => {
        throw new Error('off');
      },
      removeItem: (): void => {
        throw new Error('off');
      },
    };
    window.history.replaceState(null, '', '/?preview=t');
    expect(takePreviewToken(window.location, window.history, blocked)).toEqual({ token: 't', fromUrl: true });
    expect(takePreviewToken(window.location, window.history, blocked)).toEqual({ token: null, fromUrl: false });
    expect(() => forgetPreviewToken(blocked)).not.toThrow();
  });
});

describe('registryUrl', () => {
  it('asks /remotes.json with the encoded token while a preview lasts', () => {
    expect(registryUrl(null)).toBe('/remotes.json');
    expect(registryUrl('a+b/c&d')).toBe('/remotes.json?preview=a%2Bb%2Fc%26d');
  });
});

describe('previewStateOf', () => {
  const pinned: RemoteRegistryDocument = { remote_staff: build('1.4.0-3f2a9c0d1e', '2026-11-28T13:00:00.000Z'), remote_public: build('2.0.0') };
  const ordinary: RemoteRegistryDocument = { remote_staff: build('1.3.0'), remote_public: build('2.0.0') };

  it('names the versions a valid link pins, by folder name', () => {
    expect(previewStateOf({ token: 't', fromUrl: false }, pinned)).toEqual({
      kind: 'pinned',
      versions: [{ name: 'remote-staff', version: '1.4.0-3f2a9c0d1e', expiresAt: '2026-11-28T13:00:00.000Z' }],
    });
  });

  it('ends a token that pins nothing, telling whether it came in this page', () => {
    expect(previewStateOf({ token: 't', fromUrl: true }, ordinary)).toEqual({ kind: 'ended', fromUrl: true });
    expect(previewStateOf({ token: 't', fromUrl: false }, ordinary)).toEqual({ kind: 'ended', fromUrl: false });
  });

  it('is none without a token, and keeps a token when the registry could not be read', () => {
    expect(previewStateOf({ token: null, fromUrl: false }, pinned)).toEqual({ kind: 'none' });
    expect(previewStateOf({ token: 't', fromUrl: true }, null)).toEqual({ kind: 'none' });
  });
});
