import { PREVIEW_PARAM } from '@usb/schema/domain';
import type { RemoteRegistryDocument } from '@usb/schema/rest';
import { REMOTES_REGISTRY_URL } from '../../config/site';
import { remoteNameOf } from './remote-name';

/** localStorage key of the preview link's token, so the preview lasts across pages and tabs until it ends. */
export const PREVIEW_TOKEN_KEY = 'usb.preview';

/** The preview token the page starts with, and whether it came in this page's address. */
export interface StartPreview {
  token: string | null;
  fromUrl: boolean;
}

type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The token of a preview link (`?preview=<token>`): taken out of the address bar (path, other
 * parameters and hash stay, and a reload or a shared link does not carry it on) and kept in
 * storage; without one in the address, the token stored by an earlier page, if any. With
 * storage switched off a token from the address still holds for this page. (Storage is reached
 * inside the try: a browser that blocks it throws on reading window.localStorage itself.)
 */
export function takePreviewToken(location: Location, history: History, storage?: TokenStorage): StartPreview {
  const url = new URL(location.href);
  const fromUrl = url.searchParams.get(PREVIEW_PARAM);
  if (fromUrl) {
    url.searchParams.delete(PREVIEW_PARAM);
    history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
    try {
      (storage ?? globalThis.localStorage).setItem(PREVIEW_TOKEN_KEY, fromUrl);
    } catch {
      // Storage switched off: the preview holds for this page only.
    }
    return { token: fromUrl, fromUrl: true };
  }
  try {
    return { token: (storage ?? globalThis.localStorage).getItem(PREVIEW_TOKEN_KEY), fromUrl: false };
  } catch {
    return { token: null, fromUrl: false };
  }
}

/** Forgets the stored preview token. */
export function forgetPreviewToken(storage?: TokenStorage): void {
  try {
    (storage ?? globalThis.localStorage).removeItem(PREVIEW_TOKEN_KEY);
  } catch {
    // Storage switched off: nothing was stored.
  }
}

/** Where the page reads the registry: with the preview token, the api answers with the version it pins. */
export function registryUrl(token: string | null): string {
  return token === null ? REMOTES_REGISTRY_URL : `${REMOTES_REGISTRY_URL}?${PREVIEW_PARAM}=${encodeURIComponent(token)}`;
}

/** A remote version a preview link pins, and until when (ISO time). */
export interface PinnedVersion {
  name: string;
  version: string;
  expiresAt: string;
}

/**
 * The page's preview: none, the versions it pins (the banner), or a token that pinned nothing
 * (expired or invalid); `fromUrl` when that token came in this page's address.
 */
export type PreviewState = { kind: 'none' } | { kind: 'pinned'; versions: PinnedVersion[] } | { kind: 'ended'; fromUrl: boolean };

/** The versions of a registry read that a preview pins: those with an expiry. */
export function pinnedVersions(document: RemoteRegistryDocument): PinnedVersion[] {
  return Object.entries(document).flatMap(([container, { version, previewExpiresAt }]) =>
    previewExpiresAt === undefined ? [] : [{ name: remoteNameOf(container), version, expiresAt: previewExpiresAt }],
  );
}

/**
 * The preview after the page's first registry read. A token that pins nothing has expired or is
 * invalid ('ended': the caller forgets it). An unread registry (null) says nothing about the
 * token, which is kept for the next page.
 */
export function previewStateOf(start: StartPreview, document: RemoteRegistryDocument | null): PreviewState {
  if (start.token === null || document === null) return { kind: 'none' };
  const versions = pinnedVersions(document);
  return versions.length > 0 ? { kind: 'pinned', versions } : { kind: 'ended', fromUrl: start.fromUrl };
}
