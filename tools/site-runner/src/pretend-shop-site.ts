import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * A shop's own web site on loopback, as a claim's check fetches it: its pages are set by the test,
 * in `pages` (the same process) or as files under `root` (browser tests, whose specs run in other
 * processes than the one that started the site): `/` is `index.html`.
 */
export interface PretendShopSite {
  origin: string;
  /** Path -> answer; a path neither here nor under `root` answers 404. */
  pages: Map<string, { status?: number; body: string; headers?: Record<string, string> }>;
  /** Paths asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

function fileUnder(root: string | undefined, url: string): string | null {
  if (!root) return null;
  const relative = (url.split('?')[0] === '/' ? '/index.html' : url.split('?')[0]!).replace(
    /^\/+/,
    '',
  );
  const file = path.resolve(root, relative);
  if (!file.startsWith(path.resolve(root) + path.sep)) return null;
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

export async function startPretendShopSite(root?: string): Promise<PretendShopSite> {
  const pages: PretendShopSite['pages'] = new Map();
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? '');
    const file = fileUnder(root, request.url ?? '/');
    const page = pages.get(request.url ?? '') ?? (file === null ? undefined : { body: file });
    if (!page) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response
      .writeHead(page.status ?? 200, {
        'content-type': 'text/html; charset=utf-8',
        ...page.headers,
      })
      .end(page.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    pages,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
