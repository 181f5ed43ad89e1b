import { Component, createElement, Suspense, use, useState, type ReactNode } from 'react';
import { Spinner } from '@vouch/design-system';
import { forgetRemote, loadRemoteRoutes, type RemoteRoutesModule } from './remote-registry';
import { isRemoteUnavailable, type RemoteUnavailable } from './remote-unavailable';
import { RemoteUnavailableNotice } from './remote-unavailable-notice';

// One load per remote, kept across navigations so a remote's pages do not reload or remount.
const loads = new Map<string, Promise<RemoteRoutesModule | RemoteUnavailable>>();

function loadOnce(name: string) {
  let load = loads.get(name);
  if (!load) {
    load = loadRemoteRoutes(name);
    loads.set(name, load);
  }
  return load;
}

function RemoteRoutes({ name, onRetry }: { name: string; onRetry: () => void }) {
  const module = use(loadOnce(name));
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
    return this.state.failed ? <RemoteUnavailableNotice onRetry={this.props.onRetry} /> : this.props.children;
  }
}

/** Renders a remote's routes inside the page frame, with a fallback and retry when it fails. */
export function RemoteOutlet({ name }: { name: string }) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    loads.delete(name);
    forgetRemote(name);
    setAttempt((value) => value + 1);
  };
  return (
    <RemoteErrorBoundary key={`${name}:${attempt}`} onRetry={retry}>
      <Suspense fallback={<Spinner />}>
        <RemoteRoutes name={name} onRetry={retry} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
