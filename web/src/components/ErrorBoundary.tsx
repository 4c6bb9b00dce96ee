import { Component, type ReactNode } from 'react';
import { recordError } from '../store/errorLog';

/**
 * What a part of the console that threw while rendering shows instead of itself: `fallback`, with a retry that
 * renders the part again. The error goes to the console's error log (spec section 8) with its component stack.
 */
export class ErrorBoundary extends Component<
  { children: ReactNode; fallback: (retry: () => void) => ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: { componentStack?: string | null }) {
    recordError(error, info.componentStack ?? 'render');
  }
  override render() {
    return this.state.failed
      ? this.props.fallback(() => this.setState({ failed: false }))
      : this.props.children;
  }
}
