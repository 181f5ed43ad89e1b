import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * How the server renderer reads a remote's server build: this site's own builds (under
 * `<publicOrigin>/static/`) from `distDir` on disk, never outside it; a remote the remotes map
 * places on another origin from there, within `timeoutMs`.
 */
export function remoteFileReader(options: { distDir: string; publicOrigin: string; timeoutMs: number }): (url: string) => Promise<Response> {
  const staticOrigin = `${options.publicOrigin}/static/`;
  const distRoot = path.resolve(options.distDir) + path.sep;
  const notFound = () => new Response('not found', { status: 404 });
  return async (url) => {
    if (!url.startsWith(staticOrigin)) return fetch(url, { signal: AbortSignal.timeout(options.timeoutMs) });
    const file = path.resolve(distRoot, decodeURIComponent(new URL(url).pathname.slice('/static/'.length)));
    if (!file.startsWith(distRoot)) return notFound();
    const content = await readFile(file, 'utf8').catch(() => null);
    return content === null ? notFound() : new Response(content, { headers: { 'content-type': 'text/javascript' } });
  };
}
