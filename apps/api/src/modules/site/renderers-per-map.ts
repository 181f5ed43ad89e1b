import type { RemotesManifest } from '@vouch/contracts';
import type { PageRenderRequest, ServerRenderer, ServerRenderResult } from './server-renderer';

export interface RenderersPerMap {
  /** Renders with the renderer of the request's remotes map; a map no longer served is left for the browser. */
  render(request: PageRenderRequest): Promise<ServerRenderResult>;
  /**
   * The maps visitors are given now: everyone's and each running canary's. Loads their remotes'
   * server builds ahead, so no visitor's page waits for them; a canary's renderer whose map is no
   * longer given (promoted, dropped) ends.
   */
  serveMaps(everyones: RemotesManifest, canaries: RemotesManifest[]): void;
  close(): Promise<void>;
}

/**
 * One server renderer per remotes map served at once. The shell's server build keeps one build per
 * remote name, so a copy of it renders with one map: everyone's renders with `everyones` (this
 * thread, or worker threads of their own), each canary's in a renderer of its own
 * (`createIsolated`: a worker thread), made while that canary runs.
 */
export function renderersPerMap(
  everyones: ServerRenderer,
  createIsolated: () => ServerRenderer | null,
): RenderersPerMap {
  let everyonesKey: string | null = null;
  let servedKey = '';
  const isolated = new Map<string, ServerRenderer>();
  return {
    serveMaps(everyonesMap, canaries) {
      const key = JSON.stringify([everyonesMap, canaries]);
      if (key === servedKey) return;
      servedKey = key;
      everyonesKey = JSON.stringify(everyonesMap);
      void everyones.loadRemotes(everyonesMap);
      const wanted = new Map(canaries.map((map) => [JSON.stringify(map), map]));
      for (const [mapKey, renderer] of isolated) {
        if (wanted.has(mapKey)) continue;
        isolated.delete(mapKey);
        void renderer.close();
      }
      for (const [mapKey, map] of wanted) {
        if (isolated.has(mapKey)) continue;
        const renderer = createIsolated();
        if (!renderer) continue;
        isolated.set(mapKey, renderer);
        void renderer.loadRemotes(map);
      }
    },
    render(request) {
      const mapKey = JSON.stringify(request.remotes);
      if (mapKey === everyonesKey) return everyones.render(request);
      const renderer = isolated.get(mapKey);
      // A map read before a release changed it, or before any was served: rendering it here would switch this thread's copy to it.
      return renderer
        ? renderer.render(request)
        : Promise.resolve({
            rendered: false,
            reason: 'its remotes map is not served',
            fallback: 'remotes-not-served',
          });
    },
    async close() {
      const closing = [everyones, ...isolated.values()].map((renderer) => renderer.close());
      isolated.clear();
      await Promise.all(closing);
    },
  };
}
