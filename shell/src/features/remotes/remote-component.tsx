import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Flex, Spin } from '@usb/ui/core';
import { FirstViewFallback } from '@usb/contracts/first-view';
import { RemoteBoundary } from './remote-boundary';
import { loadRemoteModule, reportRenderError } from './remote-registry';

type RemoteModule = { default: ComponentType<RemoteProps> };
/** Props the shell hands an exposed module; a module ignores those it does not know. */
type RemoteProps = Record<string, unknown>;

const lazyComponents = new Map<string, LazyExoticComponent<ComponentType<RemoteProps>>>();

/** One lazy component per exposed module, so navigating back does not load it again. */
function lazyRemote(id: string): LazyExoticComponent<ComponentType<RemoteProps>> {
  let component = lazyComponents.get(id);
  if (!component) {
    component = lazy(() => loadRemoteModule<RemoteModule>(id));
    lazyComponents.set(id, component);
  }
  return component;
}

/** While a page's remote loads: the page's first view on the path the site was opened at (index.html painted it), else a spinner. */
const pageFallback = (
  <FirstViewFallback
    fallback={
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" />
      </Flex>
    }
  />
);

interface RemoteComponentProps {
  id: string;
  /** A slot such as the open-task strip: the compact fallback, and no spinner while loading. */
  compact?: boolean;
  /** The height a compact slot keeps while its module loads, so nothing under it moves. */
  reservedHeight?: number;
  /** Props for the exposed module. */
  props?: RemoteProps;
  /** Nothing at all when it fails (an older version of the remote without this module, a failed load). */
  silent?: boolean;
}

/**
 * Renders an exposed module of a remote ('remote_staff/Routes') behind Suspense and an
 * ErrorBoundary: while loading a spinner (for a compact slot an empty box of reservedHeight),
 * on failure the Danish fallback in this area only. On the path the site was opened at, the
 * page's first view stands for the spinner (FirstViewFallback of @usb/contracts/first-view).
 * A remote that throws while rendering is reported (remote-reports.ts).
 */
export function RemoteComponent({ id, compact = false, reservedHeight = 0, props = {}, silent = false }: RemoteComponentProps) {
  const Remote = lazyRemote(id);
  const compactFallback = reservedHeight > 0 ? <div style={{ height: reservedHeight }} /> : null;
  return (
    <RemoteBoundary compact={compact} silent={silent} onError={(error) => reportRenderError(id, error)}>
      <Suspense fallback={compact ? compactFallback : pageFallback}>
        {/* eslint-disable-next-line react-hooks/static-components -- lazyRemote returns one cached component per id, the same on every render */}
        <Remote {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
