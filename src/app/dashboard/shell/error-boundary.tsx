import { Component, type ReactNode } from 'react';
import { ErrorPage } from './error-page';

/** A page that throws while rendering (or whose chunk fails to load) shows the error page, not a blank shell. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error(error);
  }

  render() {
    return this.state.error ? <ErrorPage detail={this.state.error.message} /> : this.props.children;
  }
}
