import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFallback } from './remote-fallback';

interface Props {
  children: ReactNode;
  compact?: boolean;
  /** Shows nothing instead of the fallback: for an addition to the header, which must never push the menu aside. */
  silent?: boolean;
  /** Hears of what the area caught, for the page's reports. */
  onError: (error: Error) => void;
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
    this.props.onError(error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.props.silent ? null : <RemoteFallback compact={this.props.compact} />;
  }
}
