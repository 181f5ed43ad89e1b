import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A shop's own web site on loopback, as a claim's check fetches it: its pages are set by the test. */
export interface PretendShopSite {
  origin: string;
  /** Path -> answer; a path not here answers 404. */
  pages: Map<string, { status?: number; body: string; headers?: Record<string, string> }>;
  /** Paths asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

export async function startPretendShopSite(): Promise<PretendShopSite> {
  const pages: PretendShopSite['pages'] = new Map();
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? '');
    const page = pages.get(request.url ?? '');
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
