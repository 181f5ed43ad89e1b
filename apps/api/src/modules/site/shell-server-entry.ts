import type { RemotesManifest } from '@vouch/contracts';
import type { RenderFallbackReason } from '../../metrics/render-metrics';

/** What the shell's server entry (apps/shell/src/server.ts) answers for a page. */
export type ServerRenderResult =
  | { rendered: true; html: string; styleTags: string; state: object }
  | {
      rendered: false;
      reason: string;
      error?: unknown;
      /** The kind of `reason`, for the fallbacks' metric: set by the API's renderers, not the shell. */
      fallback?: RenderFallbackReason;
    };

/** A page as the shell's server entry is asked to render it. */
export interface ShellRenderRequest {
  location: string;
  remote: string | null;
  /** Name -> the remote's server entry URL. */
  remotes: RemotesManifest;
  fetchRemoteFile: (url: string) => Promise<Response>;
  savedLocale: { currency: string | null; country: string | null; dateLocale: string };
  hints: { phone: boolean; cookieConsentAnswered: boolean };
  server: { serverFetch: typeof fetch; serverOrigin: string };
  deadline: number;
}

/** The shell's server entry (apps/shell/src/server.ts), as the API calls it. */
export interface ShellServerEntry {
  loadRemotes(request: {
    remotes: RemotesManifest;
    fetchRemoteFile: (url: string) => Promise<Response>;
  }): Promise<string[]>;
  renderPage(request: ShellRenderRequest): Promise<ServerRenderResult>;
}
