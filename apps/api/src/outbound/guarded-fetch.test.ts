import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import {
  BODY_LIMIT_BYTES,
  guardedFetch,
  OutboundFetchRefused,
  type GuardedFetchOptions,
  type OutboundRefusalReason,
} from './guarded-fetch';

// Every server here listens on 127.0.0.1; names resolve to other addresses only through an
// injected lookup, and those are refused before anything connects: no packet leaves this machine.

interface PretendSite {
  origin: string;
  port: number;
  /** The requests it was sent, in order. */
  requests: IncomingMessage[];
}

const sites: ReturnType<typeof createServer>[] = [];

async function pretendSite(
  answer: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<PretendSite> {
  const requests: IncomingMessage[] = [];
  const server = createServer((request, response) => {
    requests.push(request);
    answer(request, response);
  });
  sites.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { origin: `http://127.0.0.1:${address.port}`, port: address.port, requests };
}

const answerWith = (status: number, body: string, headers: Record<string, string> = {}) =>
  pretendSite((_request, response) => {
    response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
    response.end(body);
  });

const redirectTo = (location: string) => answerWith(302, '', { location });

afterEach(async () => {
  noLookup.mockClear();
  await Promise.all(
    sites.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
});

/** A resolver that fails the test when asked: the URL needs no DNS, or must be refused first. */
const noLookup = jest.fn(async (hostname: string) => {
  throw new Error(`unexpected lookup of ${hostname}`);
});

/** A resolver that makes every name resolve to these addresses, without asking DNS. */
const resolvesTo = (...addresses: string[]) =>
  jest.fn(async () => addresses.map((address) => ({ address, family: isIP(address) })));

const production: GuardedFetchOptions = {
  publicOrigin: 'https://vouch.example',
  allowOrigins: [],
  lookup: noLookup,
};

const allowing = (...origins: string[]): GuardedFetchOptions => ({
  ...production,
  allowOrigins: origins,
});

async function refusal(promise: Promise<unknown>): Promise<OutboundFetchRefused> {
  const error = await promise.then(
    () => new Error('expected a refusal, got an answer'),
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof OutboundFetchRefused)) throw error;
  return error;
}

async function expectRefused(
  promise: Promise<unknown>,
  reason: OutboundRefusalReason,
  message: string | RegExp,
) {
  const error = await refusal(promise);
  expect(error.reason).toBe(reason);
  expect(error.message).toMatch(message);
}

describe('guardedFetch', () => {
  it.each([
    ['ftp://shop.example/file.txt'],
    ['file:///etc/passwd'],
    ['javascript:alert(1)'],
    ['data:text/plain,hello'],
    ['shop.example'],
    ['not a url'],
  ])('refuses %s: http and https only', async (url) => {
    await expectRefused(
      guardedFetch(url, production),
      'scheme',
      `Vouch could not fetch ${url}: only http:// and https:// addresses are fetched`,
    );
  });

  it('refuses http://localhost: the real name resolves to loopback, and nothing connects', async () => {
    const site = await answerWith(200, 'secret');
    const error = await refusal(
      guardedFetch(`http://localhost:${site.port}/`, { ...production, lookup: undefined }),
    );
    expect(error).toMatchObject({ reason: 'address', url: `http://localhost:${site.port}/` });
    expect(error.message).toMatch(
      /^Vouch could not fetch http:\/\/localhost:\d+\/: localhost resolves to a loopback address;/,
    );
    expect(site.requests).toHaveLength(0);
  });

  it.each([
    ['http://127.0.0.1/', 'a loopback address (127.0.0.1)'],
    ['http://2130706433/', 'a loopback address (127.0.0.1)'],
    ['http://0x7f.1/', 'a loopback address (127.0.0.1)'],
    ['http://10.0.0.1/', 'a private network address (10.0.0.1)'],
    ['http://192.168.0.1:8080/admin', 'a private network address (192.168.0.1)'],
    ['http://169.254.169.254/latest/meta-data', 'a link-local address (169.254.169.254)'],
    ['http://0.0.0.0/', 'an unspecified address (0.0.0.0)'],
    ['https://[::1]/', 'a loopback address (::1)'],
    ['http://[::ffff:127.0.0.1]/', 'a loopback address (::ffff:7f00:1)'],
    ['http://[fe80::1]/', 'a link-local address (fe80::1)'],
  ])('refuses the literal address in %s before connecting', async (url, kind) => {
    const error = await refusal(guardedFetch(url, production));
    expect(error.reason).toBe('address');
    expect(error.message).toContain(
      `is ${kind}; Vouch only fetches from public internet addresses`,
    );
    expect(noLookup).not.toHaveBeenCalled();
  });

  it.each([
    [['10.0.0.1'], 'a private network address'],
    [['169.254.169.254'], 'a link-local address'],
    [['::1'], 'a loopback address'],
    [['::ffff:127.0.0.1'], 'a loopback address'],
    [['100.64.1.1'], 'a carrier-grade NAT address'],
    // One bad address is enough: the connection could go to any of them.
    [['93.184.215.14', '10.0.0.1'], 'a private network address'],
  ])('refuses a name resolving to %j', async (addresses, kind) => {
    const lookup = resolvesTo(...addresses);
    await expectRefused(
      guardedFetch('https://shop.invalid/.well-known/vouch-verification.txt', {
        ...production,
        lookup,
      }),
      'address',
      `Vouch could not fetch https://shop.invalid/.well-known/vouch-verification.txt: shop.invalid resolves to ${kind}`,
    );
    expect(lookup).toHaveBeenCalledWith('shop.invalid');
  });

  it('says a name that does not resolve is unreachable', async () => {
    const lookup = jest.fn(async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    });
    await expectRefused(
      guardedFetch('https://shop.invalid/', { ...production, lookup }),
      'unreachable',
      'Vouch could not fetch https://shop.invalid/: the name shop.invalid could not be found in DNS (ENOTFOUND)',
    );
  });

  it('fetches from an allowed loopback origin, sending one GET with its User-Agent', async () => {
    const site = await answerWith(200, 'vouch-verification=abc123');
    const answer = await guardedFetch(
      `${site.origin}/.well-known/vouch-verification.txt`,
      allowing(site.origin),
    );
    expect(answer).toEqual({
      url: `${site.origin}/.well-known/vouch-verification.txt`,
      status: 200,
      contentType: 'text/plain; charset=utf-8',
      body: 'vouch-verification=abc123',
      truncated: false,
    });
    expect(site.requests).toHaveLength(1);
    expect(site.requests[0]).toMatchObject({
      method: 'GET',
      headers: { 'user-agent': 'VouchVerifier/1.0 (+https://vouch.example)' },
    });
  });

  it('answers with the status the site gave, such as 404', async () => {
    const site = await answerWith(404, 'no such file');
    const answer = await guardedFetch(`${site.origin}/missing`, allowing(site.origin));
    expect(answer).toMatchObject({ status: 404, body: 'no such file' });
  });

  it('connects to the address it resolved, once, and keeps the name as Host', async () => {
    const site = await answerWith(200, 'hello');
    // A second lookup would fail: the connection must not ask DNS again (rebinding).
    const lookup = jest
      .fn()
      .mockResolvedValueOnce([{ address: '127.0.0.1', family: 4 }])
      .mockRejectedValue(new Error('asked DNS twice'));
    const origin = `http://shop.invalid:${site.port}`;
    const answer = await guardedFetch(`${origin}/`, { ...allowing(origin), lookup });
    expect(answer).toMatchObject({ status: 200, body: 'hello', url: `${origin}/` });
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(site.requests[0]?.headers.host).toBe(`shop.invalid:${site.port}`);
  });

  it.each([
    ['http://10.0.0.1/', '10.0.0.1'],
    ['http://169.254.169.254/latest/meta-data', '169.254.169.254'],
    ['https://attacker.example/', 'attacker.example'],
    ['//attacker.example/path', 'attacker.example'],
  ])('refuses a redirect from an allowed origin to %s: another host', async (location, host) => {
    const site = await redirectTo(location);
    await expectRefused(
      guardedFetch(`${site.origin}/`, allowing(site.origin)),
      'redirect',
      `Vouch could not fetch ${site.origin}/: it redirects to another host (${host}); Vouch follows redirects within 127.0.0.1 only`,
    );
    expect(noLookup).not.toHaveBeenCalled();
  });

  it('refuses a redirect to a scheme other than http and https', async () => {
    const site = await redirectTo('file:///etc/passwd');
    await expectRefused(
      guardedFetch(`${site.origin}/`, allowing(site.origin)),
      'redirect',
      'it redirects to file:///etc/passwd, which is not an http:// or https:// address',
    );
  });

  it('checks the address again on a redirect within the host, and refuses before connecting', async () => {
    const inner = await answerWith(200, 'internal');
    const lookup = resolvesTo('127.0.0.1');
    const outer = await redirectTo(`http://shop.invalid:${inner.port}/admin`);
    const origin = `http://shop.invalid:${outer.port}`;
    await expectRefused(
      guardedFetch(`${origin}/`, { ...allowing(origin), lookup }),
      'address',
      `Vouch could not fetch http://shop.invalid:${inner.port}/admin: shop.invalid resolves to a loopback address; Vouch only fetches from public internet addresses`,
    );
    expect(lookup).toHaveBeenCalledTimes(2);
    expect(outer.requests).toHaveLength(1);
    expect(inner.requests).toHaveLength(0);
  });

  it('follows an upgrade to https on the same host (here the next hop then fails its TLS handshake)', async () => {
    const plain = await answerWith(200, 'not tls');
    const site = await redirectTo(`https://127.0.0.1:${plain.port}/`);
    await expectRefused(
      guardedFetch(`${site.origin}/`, allowing(site.origin, `https://127.0.0.1:${plain.port}`)),
      'unreachable',
      `Vouch could not fetch https://127.0.0.1:${plain.port}/: its HTTPS certificate or TLS setup was not accepted`,
    );
  });

  it('says a refused connection is unreachable', async () => {
    const gone = await answerWith(200, '');
    await new Promise((resolve) => sites.pop()?.close(resolve));
    await expectRefused(
      guardedFetch(`${gone.origin}/`, allowing(gone.origin)),
      'unreachable',
      `Vouch could not fetch ${gone.origin}/: the server refused the connection`,
    );
  });

  /** A site whose /hop/<n> redirects to /hop/<n + 1> until /hop/<last>, which answers. */
  const redirectChain = (last: number) =>
    pretendSite((request, response) => {
      const hop = Number(request.url?.split('/').pop());
      if (hop < last) response.writeHead(hop % 2 ? 301 : 307, { location: `/hop/${hop + 1}` });
      response.end(`hop ${hop}`);
    });

  it('follows 3 redirects within the host', async () => {
    const site = await redirectChain(3);
    const answer = await guardedFetch(`${site.origin}/hop/0`, allowing(site.origin));
    expect(answer).toMatchObject({ url: `${site.origin}/hop/3`, status: 200, body: 'hop 3' });
    expect(site.requests.map((request) => request.url)).toEqual([
      '/hop/0',
      '/hop/1',
      '/hop/2',
      '/hop/3',
    ]);
  });

  it('refuses a fourth redirect', async () => {
    const site = await redirectChain(4);
    await expectRefused(
      guardedFetch(`${site.origin}/hop/0`, allowing(site.origin)),
      'too_many_redirects',
      `Vouch could not fetch ${site.origin}/hop/3: it redirects more than 3 times`,
    );
    expect(site.requests).toHaveLength(4);
  });

  it('gives up after the timeout on a site that does not answer', async () => {
    const silent = await pretendSite(() => undefined);
    const started = Date.now();
    await expectRefused(
      guardedFetch(`${silent.origin}/`, { ...allowing(silent.origin), timeoutMs: 300 }),
      'timeout',
      `Vouch could not fetch ${silent.origin}/: it did not answer within 0.3 s`,
    );
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('gives up after the timeout on a body that never ends', async () => {
    const dripping = await pretendSite((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<html>');
    });
    await expectRefused(
      guardedFetch(`${dripping.origin}/`, { ...allowing(dripping.origin), timeoutMs: 300 }),
      'timeout',
      'it did not answer within 0.3 s',
    );
  });

  it('keeps the timeout while waiting for DNS', async () => {
    const lookup = jest.fn(() => new Promise<never>(() => undefined));
    await expectRefused(
      guardedFetch('https://shop.invalid/', { ...production, lookup, timeoutMs: 300 }),
      'timeout',
      'Vouch could not fetch https://shop.invalid/: it did not answer within 0.3 s',
    );
  });

  it('reads 64 KB of a 1 MB body and says it was cut, without splitting a character', async () => {
    // One byte, then two-byte characters: the limit falls inside one.
    const site = await answerWith(200, `a${'é'.repeat(512 * 1024)}`);
    const answer = await guardedFetch(`${site.origin}/`, allowing(site.origin));
    expect(answer.truncated).toBe(true);
    expect(Buffer.byteLength(answer.body)).toBe(BODY_LIMIT_BYTES - 1);
    expect(answer.body).not.toContain('\uFFFD');
  });

  it('does not call a body of exactly 64 KB cut', async () => {
    const site = await answerWith(200, 'x'.repeat(BODY_LIMIT_BYTES));
    const answer = await guardedFetch(`${site.origin}/`, allowing(site.origin));
    expect(answer).toMatchObject({ truncated: false });
    expect(answer.body).toHaveLength(BODY_LIMIT_BYTES);
  });
});

describe('guardedFetch and ports', () => {
  it('refuses a public host on a port that is not the standard one, before connecting', async () => {
    const lookup = jest.fn(async () => [{ address: '93.184.215.14', family: 4 }]);
    const error = await guardedFetch('https://shop.invalid:8443/', {
      publicOrigin: 'https://vouch.example',
      allowOrigins: [],
      lookup,
    }).then(
      () => null,
      (refused: unknown) => refused as OutboundFetchRefused,
    );
    expect(error?.message).toBe(
      "Vouch could not fetch https://shop.invalid:8443/: port 8443 is not the standard one; Vouch fetches shops' sites on port 80 (http) or 443 (https) only",
    );
  });
});
