import { init, loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { isRemoteName, remoteModules } from '@usb/schema/domain';
import { CONTRACTS_VERSION } from '@usb/contracts/version';
import { restRequest, type RemoteRegistryDocument, type RemoteRegistryEntry } from '@usb/schema/rest';
import { chooseVersions, readRolloutId } from './canary-choice';
import { isCompatible } from './contracts-compatibility';
import { entryLoadingPlugin } from './entry-loading-plugin';
import { errorLoadRemotePlugin, RemoteUnavailableError } from './error-load-remote-plugin';
import { forgetPreviewToken, previewStateOf, registryUrl, takePreviewToken, type PreviewState } from './preview-link';
import { parseRegistryDocument } from './registry-document';
import { remoteNameOf } from './remote-name';
import { listenForPageErrors } from './page-errors';
import { createReportQueue, errorMessage, flushOnPageExit, postReports } from './remote-reports';

/** The preview token this page reads the registry with: null without a preview, or once it has ended. */
let previewToken: string | null = null;
let previewState: PreviewState = { kind: 'none' };

/** Reads /remotes.json (with the page's preview token, if any); null when it cannot be read (network failure, an error status). */
async function fetchRegistryDocument(): Promise<RemoteRegistryDocument | null> {
  try {
    const response = await restRequest<unknown>(registryUrl(previewToken));
    return response.ok ? parseRegistryDocument(response.data) : null;
  } catch {
    return null;
  }
}

/** Read once, so every registry read of the page picks the same canaries, also when storage is switched off. */
let rolloutId: string | null = null;
const pageRolloutId = (): string => (rolloutId ??= readRolloutId());

/**
 * /remotes.json now, with the versions this browser gets (its canaries chosen), so the update
 * check compares like with like: a canary that grows without reaching this browser changes nothing.
 */
export async function fetchVersionsForThisBrowser(): Promise<RemoteRegistryDocument | null> {
  const document = await fetchRegistryDocument();
  return document && chooseVersions(document, pageRolloutId());
}

/** The registry as the page chose its versions at start, and the containers whose modules it has asked for since. */
let startDocument: RemoteRegistryDocument = {};
const refused = new Map<string, string>();
const usedContainers = new Set<string>();
let registered: Promise<void> | null = null;
/** The digest of each accepted remote's entry files, by absolute URL. */
const entryIntegrity = new Map<string, string>();
/** The folder URL of each accepted remote's version ('https://site/remotes/remote-staff/1.0.0-ab/'), by container. */
const remoteFolders = new Map<string, string>();

const reports = createReportQueue(postReports);
/** Modules whose files did not load: reported where the load failed, so their area's boundary does not report them again. */
const failedModules = new Set<string>();

const absolute = (url: string, base = window.location.href): string => new URL(url, base).href;

/** Logged once per page load: the area shows the Danish fallback, the console says why. */
function logRefusal(name: string, reason: string): void {
  console.warn(`Remote ${name} is not loaded: ${reason}`);
}

/** Why the shell refuses a registry entry; null when it loads it. */
function refusalOf({ entry, contracts, integrity }: RemoteRegistryEntry): string | null {
  if (!isCompatible(contracts)) {
    return `it was built against @usb/contracts ${contracts ?? '(not stated)'}, and this shell has ${CONTRACTS_VERSION} (the major must be the same).`;
  }
  const manifest = entry.split('/').pop() ?? entry;
  if (!integrity[manifest]) return `/remotes.json gives no integrity digest for ${manifest}.`;
  return null;
}

/**
 * Reads /remotes.json once and registers every remote built against the shell's contracts
 * major with the federation runtime, so a remote can be deployed or rolled back without
 * rebuilding the shell; its entry files load only with the digests /remotes.json gives
 * (entry-loading-plugin.ts). A remote of another major, one that does not state its contracts
 * version and one without a digest for its manifest are not registered: the area shows the
 * fallback instead of breaking the page. The version of each remote is the one this browser
 * gets: a preview link's, else its canary's or the active one (canary-choice.ts).
 */
export function ensureRemotesRegistered(): Promise<void> {
  registered ??= (async () => {
    init({
      name: 'shell',
      remotes: [],
      plugins: [entryLoadingPlugin((url) => entryIntegrity.get(absolute(url))), errorLoadRemotePlugin(loadFailed)],
      shareStrategy: 'loaded-first',
    });
    flushOnPageExit(reports);
    listenForPageErrors(reportPageError);
    const start = takePreviewToken(window.location, window.history);
    previewToken = start.token;
    const read = await fetchRegistryDocument();
    previewState = previewStateOf(start, read);
    if (previewState.kind === 'ended') {
      previewToken = null;
      forgetPreviewToken();
    }
    // Unreadable: nothing is registered, and every remote area shows its fallback.
    startDocument = chooseVersions(read ?? {}, pageRolloutId());
    const accepted: { name: string; entry: string }[] = [];
    for (const [name, registryEntry] of Object.entries(startDocument)) {
      const refusal = refusalOf(registryEntry);
      if (refusal) {
        refused.set(name, refusal);
        logRefusal(name, refusal);
        continue;
      }
      accepted.push({ name, entry: registryEntry.entry });
      const folder = absolute(registryEntry.entry);
      remoteFolders.set(name, absolute('./', folder));
      for (const [path, digest] of Object.entries(registryEntry.integrity)) entryIntegrity.set(absolute(path, folder), digest);
    }
    registerRemotes(accepted);
  })();
  return registered;
}

/** The page's preview, known once the registry has been read: what the preview banner shows. */
export async function pagePreview(): Promise<PreviewState> {
  await ensureRemotesRegistered();
  return previewState;
}

/** The container of an exposed module id: 'remote_staff/Routes' -> 'remote_staff'. */
function containerOf(id: string): string {
  return id.split('/')[0] ?? id;
}

/** Reports the version of a remote this page chose, for the site's remotes only: the api refuses a batch naming any other. */
function report(container: string, outcome: { kind: 'LOAD' } | { kind: 'ERROR'; error: unknown }): void {
  const name = remoteNameOf(container);
  const version = startDocument[container]?.version;
  if (!isRemoteName(name) || version === undefined) return;
  // A page that failed also counts as a page that loaded the version: the error rate is failed pages over pages.
  reports.add({ name, version, kind: 'LOAD' });
  if (outcome.kind === 'ERROR') reports.add({ name, version, kind: 'ERROR', message: errorMessage(outcome.error) });
}

/**
 * A module the registry requires of its remote: one it does not (the header's inbox) may be
 * missing from an older version by design, which is no failure of that version.
 */
function isRequiredModule(id: string): boolean {
  const name = remoteNameOf(containerOf(id));
  const expose = `./${id.slice(containerOf(id).length + 1)}`;
  return isRemoteName(name) && remoteModules[name].exposes.some((required) => required === expose);
}

function loadFailed(id: string, error: unknown): void {
  failedModules.add(id);
  if (isRequiredModule(id)) report(containerOf(id), { kind: 'ERROR', error });
}

/**
 * Reports an uncaught error of the page for the remote version whose files it names
 * (page-errors.ts): the first URL inside a remote's folder decides. An error that names no
 * remote's file is the shell's own, and not a remote's to answer for.
 */
function reportPageError(urls: string[], error: unknown): void {
  for (const url of urls) {
    const container = [...remoteFolders].find(([, folder]) => url.startsWith(folder))?.[0];
    if (container) {
      report(container, { kind: 'ERROR', error });
      return;
    }
  }
}

/** Reports a remote module that threw while rendering; one whose files did not load was reported when that failed. */
export function reportRenderError(id: string, error: unknown): void {
  if (!failedModules.has(id)) report(containerOf(id), { kind: 'ERROR', error });
}

/**
 * Fetches the files of these exposed modules (['remote_public/Routes']) as soon as the registry
 * is known, without running them: their manifest, entry and chunks download while the shell's
 * own scripts still load, instead of after React first renders. A module that cannot be
 * preloaded is left to loadRemoteModule, which shows the area's fallback.
 */
export async function preloadRemoteModules(ids: readonly string[]): Promise<void> {
  await ensureRemotesRegistered();
  const byContainer = new Map<string, string[]>();
  for (const id of ids) {
    const container = containerOf(id);
    if (refused.has(container) || !(container in startDocument)) continue;
    byContainer.set(container, [...(byContainer.get(container) ?? []), `./${id.slice(container.length + 1)}`]);
  }
  if (byContainer.size === 0) return;
  try {
    await preloadRemote([...byContainer].map(([nameOrAlias, exposes]) => ({ nameOrAlias, exposes, share: false, depsRemote: false })));
  } catch (error) {
    console.warn('Preloading remote modules failed; they load when first rendered', error);
  }
}

/**
 * Loads an exposed module ('remote_staff/Routes') once the registry is known, and reports its
 * remote's version loaded, or failed (a refused version included: its area shows the fallback).
 */
export async function loadRemoteModule<T>(id: string): Promise<T> {
  await ensureRemotesRegistered();
  const container = containerOf(id);
  usedContainers.add(container);
  try {
    const refusal = refused.get(container);
    if (refusal !== undefined) throw new RemoteUnavailableError(`Remote module ${id} is not loaded: ${refusal}`);
    const module = await loadRemote<T>(id);
    if (module === null || module === undefined) throw new RemoteUnavailableError(`Remote module ${id} is not available`);
    // A module that did not load comes back as the plugin's stand-in, already reported.
    if (!failedModules.has(id)) report(container, { kind: 'LOAD' });
    return module;
  } catch (error) {
    loadFailed(id, error);
    throw error;
  }
}

/**
 * The version of each remote the page has asked for, as it chose them at start (null when it
 * was not listed), so a later read can tell whether the page runs an outdated remote.
 */
export function versionsInUse(): Record<string, string | null> {
  return Object.fromEntries([...usedContainers].map((container) => [container, startDocument[container]?.version ?? null]));
}
