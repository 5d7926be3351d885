import { Component, type ErrorInfo, type ReactNode } from 'react';
import { handleGlobalError } from './global-error';

interface ErrorBoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
  /** Changing this (the location) clears a caught error so the next page can render. */
  resetKey?: string;
}

interface ErrorBoundaryState {
  error: unknown;
  resetKey?: string;
}

/** Catches a page that failed to render, reports it and shows the fallback instead of a blank screen. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    handleGlobalError(error);
    console.error('Page failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error ? this.props.fallback : this.props.children;
  }
}
