import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFallback } from './remote-fallback';

interface Props {
  children: ReactNode;
  compact?: boolean;
}

/** Keeps a remote that fails to load or throws inside its own area. */
export class RemoteBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Logged so a broken deployment is visible in the browser console and the e2e traces.
    console.error('A remote failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RemoteFallback compact={this.props.compact} /> : this.props.children;
  }
}
