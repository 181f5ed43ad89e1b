import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A page whose code loads apart, when first rendered or before (`preload`). */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload(): Promise<void> };

/**
 * A page whose code is its own chunk. `preload()` fetches it ahead of the first render, and that
 * render then has it at once: no fallback, and nothing left for hydration to wait for, so a
 * server-rendered page answers clicks as soon as it is hydrated.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | null = null;
  const preload = () =>
    load().then((component) => {
      loaded = component;
    });
  const page = lazy(() => {
    const component = loaded;
    // A thenable that answers at once: React renders the page in the same pass (a promise always waits a turn).
    if (component)
      return {
        then: (resolve: (module: { default: ComponentType }) => void) =>
          resolve({ default: component }),
      } as Promise<{ default: ComponentType }>;
    return load().then((next) => ({ default: next }));
  });
  return Object.assign(page, { preload });
}
