import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Flex, Spin } from '@usb/contracts/ui/core';
import { RemoteBoundary } from './remote-boundary';
import { loadRemoteModule } from './remote-registry';

type RemoteModule = { default: ComponentType };

const lazyComponents = new Map<string, LazyExoticComponent<ComponentType>>();

/** One lazy component per exposed module, so navigating back does not load it again. */
function lazyRemote(id: string): LazyExoticComponent<ComponentType> {
  let component = lazyComponents.get(id);
  if (!component) {
    component = lazy(() => loadRemoteModule<RemoteModule>(id));
    lazyComponents.set(id, component);
  }
  return component;
}

const pageSpinner = (
  <Flex justify="center" style={{ padding: 48 }}>
    <Spin size="large" />
  </Flex>
);

/**
 * Renders an exposed module of a remote ('remote_staff/Routes') behind Suspense and an
 * ErrorBoundary: while loading a spinner (nothing for a compact slot), on failure the
 * Danish fallback in this area only.
 */
export function RemoteComponent({ id, compact = false }: { id: string; compact?: boolean }) {
  const Remote = lazyRemote(id);
  return (
    <RemoteBoundary compact={compact}>
      <Suspense fallback={compact ? null : pageSpinner}>
        {/* eslint-disable-next-line react-hooks/static-components -- lazyRemote returns one cached component per id, the same on every render */}
        <Remote />
      </Suspense>
    </RemoteBoundary>
  );
}
