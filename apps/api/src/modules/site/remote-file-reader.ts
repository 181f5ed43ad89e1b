import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the releases' files are served from (RELEASES_DIR), under the builds' own /static/. */
export const RELEASES_PREFIX = '/static/releases/';

/**
 * How the server renderer reads a remote's server build: this site's own builds (under
 * `<publicOrigin>/static/`) from `distDir` on disk, its releases (`/static/releases/`) from
 * `releasesDir`, never outside either; a remote the remotes map places on another origin from
 * there, within `timeoutMs`.
 */
export function remoteFileReader(options: {
  distDir: string;
  releasesDir?: string;
  publicOrigin: string;
  timeoutMs: number;
}): (url: string) => Promise<Response> {
  const staticOrigin = `${options.publicOrigin}/static/`;
  const releasesOrigin = `${options.publicOrigin}${RELEASES_PREFIX}`;
  const notFound = () => new Response('not found', { status: 404 });
  return async (url) => {
    if (!url.startsWith(staticOrigin))
      return fetch(url, { signal: AbortSignal.timeout(options.timeoutMs) });
    const release = options.releasesDir !== undefined && url.startsWith(releasesOrigin);
    const root = path.resolve(release ? options.releasesDir! : options.distDir) + path.sep;
    const prefix = release ? RELEASES_PREFIX : '/static/';
    const file = path.resolve(root, decodeURIComponent(new URL(url).pathname.slice(prefix.length)));
    if (!file.startsWith(root)) return notFound();
    const content = await readFile(file, 'utf8').catch(() => null);
    return content === null
      ? notFound()
      : new Response(content, { headers: { 'content-type': 'text/javascript' } });
  };
}
