import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError, toReport } from '../../../api/error-reporting';

interface ErrorBoundaryProps {
  fallback: ReactNode;
  /** When this changes (the location), the boundary tries its children again. */
  resetKey?: string;
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
  resetKey: string | undefined;
}

/**
 * Shows `fallback` instead of a blank page when rendering below throws. It resets through
 * `resetKey` rather than a React key, so the Suspense boundary inside stays mounted and the
 * current page remains on screen while the next one loads.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Page failed to render', error, info.componentStack);
    reportError(toReport('render', error, window.location.pathname, { stack: `${error instanceof Error ? (error.stack ?? '') : ''}${info.componentStack ?? ''}`.slice(0, 4000) }), error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
