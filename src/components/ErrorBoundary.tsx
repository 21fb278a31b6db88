import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorNotice } from './ErrorNotice';

interface Props {
  /** What failed, for the console ("page", "game", "board"). */
  where: string;
  /** Shown instead of the children once they have thrown; the generic notice with a reload button by default. */
  fallback?: ReactNode;
  children: ReactNode;
}

/** A render error (or a lazy chunk that failed to load) shows a message with a reload button, never a blank page. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`${this.props.where} failed`, error, info.componentStack);
  }

  render() {
    if (this.state.failed) return this.props.fallback ?? <ErrorNotice />;
    return this.props.children;
  }
}
