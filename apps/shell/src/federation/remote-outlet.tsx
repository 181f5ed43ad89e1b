import { Component, createElement, Suspense, useState, type ReactNode } from 'react';
import { Spinner } from '@vouch/design-system';
import { forgetRemoteLoad } from './remote-loads';
import { isRemoteUnavailable } from './remote-unavailable';
import { RemoteUnavailableNotice } from './remote-unavailable-notice';
import { useRemoteRoutes } from './use-remote-routes';

function RemoteRoutes({ name, onRetry }: { name: string; onRetry: () => void }) {
  const module = useRemoteRoutes(name);
  if (!module) return <Spinner />;
  if (isRemoteUnavailable(module)) return <RemoteUnavailableNotice onRetry={onRetry} />;
  return createElement(module.default);
}

interface BoundaryProps {
  children: ReactNode;
  onRetry: () => void;
}

/** Catches what the runtime plugin cannot: a remote that loads but throws while rendering. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A remote failed while rendering', error);
  }

  override render() {
    return this.state.failed ? (
      <RemoteUnavailableNotice onRetry={this.props.onRetry} />
    ) : (
      this.props.children
    );
  }
}

/** Renders a remote's routes inside the page frame, with a fallback and retry when it fails. */
export function RemoteOutlet({ name }: { name: string }) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    forgetRemoteLoad(name);
    setAttempt((value) => value + 1);
  };
  return (
    <RemoteErrorBoundary key={`${name}:${attempt}`} onRetry={retry}>
      {/* For a remote's lazy pages that bring no boundary of their own. */}
      <Suspense fallback={<Spinner />}>
        <RemoteRoutes name={name} onRetry={retry} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
