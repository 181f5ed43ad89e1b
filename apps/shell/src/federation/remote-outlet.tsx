import { Component, createContext, lazy, Suspense, useContext, useState, type ComponentType, type ReactNode } from 'react';
import { Spinner } from '@vouch/design-system';
import { forgetRemote, loadRemoteRoutes } from './remote-registry';
import { isRemoteUnavailable } from './remote-unavailable';
import { RemoteUnavailableNotice } from './remote-unavailable-notice';

const loaded = new Map<string, ComponentType>();
const RetryContext = createContext<() => void>(() => undefined);

function UnavailableRoutes() {
  return <RemoteUnavailableNotice onRetry={useContext(RetryContext)} />;
}

/** One lazy component per remote, kept across navigations so a remote's pages do not remount. */
function remoteRoutesComponent(name: string): ComponentType {
  const cached = loaded.get(name);
  if (cached) return cached;
  const component = lazy(async () => {
    const module = await loadRemoteRoutes(name);
    return isRemoteUnavailable(module) ? { default: UnavailableRoutes } : module;
  });
  loaded.set(name, component);
  return component;
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
    loaded.delete(name);
    forgetRemote(name);
    setAttempt((value) => value + 1);
  };
  const Routes = remoteRoutesComponent(name);
  return (
    <RetryContext.Provider value={retry}>
      <RemoteErrorBoundary key={`${name}:${attempt}`} onRetry={retry}>
        <Suspense fallback={<Spinner />}>
          <Routes />
        </Suspense>
      </RemoteErrorBoundary>
    </RetryContext.Provider>
  );
}
