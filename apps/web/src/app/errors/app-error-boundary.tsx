import { Component, type ErrorInfo, type ReactNode } from 'react';
import { describeError } from './describe-error';
import { ErrorScreen } from './error-screen';

type State = { error: unknown; failed: boolean };

/** Last line of defence: a render error anywhere outside the router shows the error screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled render error', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <ErrorScreen message={describeError(this.state.error)} />;
    return this.props.children;
  }
}
