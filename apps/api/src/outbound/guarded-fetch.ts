import { lookup as systemLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { nonPublicAddressKind } from './address-policy';

/** One address a host name resolves to, as node:dns `lookup` gives it. */
export interface ResolvedAddress {
  address: string;
  family: number;
}

/** The addresses a host resolves to: one at least. */
type Addresses = readonly [ResolvedAddress, ...ResolvedAddress[]];

export interface GuardedFetchOptions {
  /** The site's own origin (PUBLIC_ORIGIN), named in the User-Agent so a shop knows who asks. */
  publicOrigin: string;
  /**
   * Origins (`http://127.0.0.1:43123`) fetched without the address check: tests serve pretend
   * shops on loopback. Empty in production.
   */
  allowOrigins: readonly string[];
  /** For everything, redirects and reading the body included; 5 s unless a test wants less. */
  timeoutMs?: number;
  /** Resolves a host name; node:dns `lookup` unless a test makes a name resolve somewhere else. */
  lookup?: (hostname: string) => Promise<readonly ResolvedAddress[]>;
}

export interface GuardedFetchResult {
  /** The URL that answered, after redirects. */
  url: string;
  status: number;
  contentType: string | null;
  /** The body as UTF-8, at most BODY_LIMIT_BYTES of it. */
  body: string;
  /** The body went on past BODY_LIMIT_BYTES; the rest was not read. */
  truncated: boolean;
}

export type OutboundRefusalReason =
  'scheme' | 'address' | 'redirect' | 'too_many_redirects' | 'timeout' | 'unreachable';

/**
 * Why an outbound fetch was refused or failed: the only error guardedFetch throws. The message
 * names the URL and says what the shop owner can change.
 */
export class OutboundFetchRefused extends Error {
  constructor(
    readonly reason: OutboundRefusalReason,
    readonly url: string,
    why: string,
    options?: ErrorOptions,
  ) {
    super(`Vouch could not fetch ${url}: ${why}`, options);
    this.name = 'OutboundFetchRefused';
  }
}

export const BODY_LIMIT_BYTES = 64 * 1024;
const DEFAULT_TIMEOUT_MS = 5_000;
const MAX_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * GETs a URL on a shop's site (its home page, its /.well-known/vouch-verification.txt) without
 * letting the URL reach into our own network: http and https only; every address the host
 * resolves to must be public unicast, and the connection goes to those checked addresses (so DNS
 * rebinding between check and connect cannot change them) while Host and SNI keep the name;
 * at most 3 redirects, within the same host, each checked again; one timeout for the whole; at
 * most BODY_LIMIT_BYTES read. Throws only OutboundFetchRefused.
 */
export async function guardedFetch(
  url: string,
  options: GuardedFetchOptions,
): Promise<GuardedFetchResult> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const fetcher: Fetcher = {
    ...options,
    timeoutMs,
    lookup: options.lookup ?? ((hostname) => systemLookup(hostname, { all: true })),
    signal: AbortSignal.timeout(timeoutMs),
  };
  let target = webAddress(url);
  for (let redirects = 0; ; redirects += 1) {
    const response = await requestOnce(target, fetcher);
    const location = response.headers.location;
    if (!REDIRECT_STATUSES.has(response.statusCode ?? 0) || location === undefined) {
      return await answerOf(target, response, fetcher);
    }
    response.destroy();
    if (redirects === MAX_REDIRECTS) {
      throw new OutboundFetchRefused(
        'too_many_redirects',
        target.href,
        `it redirects more than ${MAX_REDIRECTS} times; point Vouch at the final address`,
      );
    }
    target = redirectTarget(target, location);
  }
}

/** The options with their defaults filled in, and the signal of the one timeout. */
interface Fetcher extends GuardedFetchOptions {
  timeoutMs: number;
  lookup: (hostname: string) => Promise<readonly ResolvedAddress[]>;
  signal: AbortSignal;
}

function webAddress(url: string): URL {
  const parsed = URL.parse(url);
  if (parsed?.protocol !== 'http:' && parsed?.protocol !== 'https:') {
    throw new OutboundFetchRefused(
      'scheme',
      url,
      'only http:// and https:// addresses are fetched',
    );
  }
  return parsed;
}

/** Where a redirect may go: the same host name, over the same scheme or up from http to https. */
function redirectTarget(from: URL, location: string): URL {
  const to = URL.parse(location, from.href);
  const refuse = (why: string) => new OutboundFetchRefused('redirect', from.href, why);
  if (to?.protocol !== 'http:' && to?.protocol !== 'https:') {
    throw refuse(`it redirects to ${location}, which is not an http:// or https:// address`);
  }
  if (to.hostname !== from.hostname) {
    throw refuse(
      `it redirects to another host (${to.hostname}); Vouch follows redirects within ${from.hostname} only`,
    );
  }
  if (from.protocol === 'https:' && to.protocol === 'http:') {
    throw refuse(`it redirects from https to http (${to.href}); Vouch stays on https`);
  }
  return to;
}

/** Sends the GET to the addresses checked for the target, and waits for the answer's head. */
async function requestOnce(target: URL, fetcher: Fetcher): Promise<IncomingMessage> {
  const addresses = await checkedAddresses(target, fetcher);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  try {
    return await new Promise<IncomingMessage>((resolve, reject) => {
      send(target, {
        method: 'GET',
        headers: {
          'user-agent': `VouchVerifier/1.0 (+${fetcher.publicOrigin})`,
          accept: 'text/html, text/plain;q=0.9, */*;q=0.1',
          // So the body limit counts the bytes we read, and no compressed bomb gets unpacked.
          'accept-encoding': 'identity',
        },
        // A fresh socket: a pooled one may have been connected elsewhere, without our check.
        agent: false,
        lookup: pinnedLookup(addresses),
        signal: fetcher.signal,
      })
        .on('response', resolve)
        .on('error', reject)
        .end();
    });
  } catch (error) {
    throw networkFailure(error, target, fetcher);
  }
}

/**
 * The addresses the target's host resolves to, every one of them public (an allowed origin's are
 * not checked). Refuses before any packet goes to the host.
 */
async function checkedAddresses(target: URL, fetcher: Fetcher): Promise<Addresses> {
  const hostname = target.hostname.replace(/^\[(.*)\]$/, '$1');
  const family = isIP(hostname);
  const addresses: Addresses =
    family === 0 ? await resolve(hostname, target, fetcher) : [{ address: hostname, family }];
  if (fetcher.allowOrigins.includes(target.origin)) return addresses;
  for (const { address } of addresses) {
    const kind = nonPublicAddressKind(address);
    if (kind === null) continue;
    // A name's address is not repeated: it would tell an outsider how names resolve inside.
    const subject =
      family === 0 ? `${hostname} resolves to ${kind}` : `${hostname} is ${kind} (${address})`;
    throw new OutboundFetchRefused(
      'address',
      target.href,
      `${subject}; Vouch only fetches from public internet addresses`,
    );
  }
  // Shops' sites answer on the standard ports: any other would make the check a port scanner.
  if (target.port !== '')
    throw new OutboundFetchRefused(
      'address',
      target.href,
      `port ${target.port} is not the standard one; Vouch fetches shops' sites on port 80 (http) or 443 (https) only`,
    );
  return addresses;
}

async function resolve(hostname: string, target: URL, fetcher: Fetcher): Promise<Addresses> {
  let addresses: readonly ResolvedAddress[];
  try {
    addresses = await untilAborted(fetcher.lookup(hostname), fetcher.signal);
  } catch (error) {
    if (fetcher.signal.aborted) throw networkFailure(error, target, fetcher);
    const code = codeOf(error);
    throw new OutboundFetchRefused(
      'unreachable',
      target.href,
      `the name ${hostname} could not be found in DNS${code ? ` (${code})` : ''}`,
      { cause: error },
    );
  }
  const [first, ...rest] = addresses;
  if (!first) {
    throw new OutboundFetchRefused('unreachable', target.href, `${hostname} has no address in DNS`);
  }
  return [first, ...rest];
}

/** Node's DNS lookup cannot be cancelled: stop waiting for it when the time is up. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    void promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** A `lookup` for net.connect that answers with the addresses already checked, never asking DNS again. */
function pinnedLookup(addresses: Addresses): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all)
      callback(
        null,
        addresses.map(({ address, family }) => ({ address, family })),
      );
    else callback(null, addresses[0].address, addresses[0].family);
  };
}

/** Reads the body up to the limit, decoded as UTF-8. */
async function answerOf(
  target: URL,
  response: IncomingMessage,
  fetcher: Fetcher,
): Promise<GuardedFetchResult> {
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      size += chunk.length;
      if (size > BODY_LIMIT_BYTES) {
        truncated = true;
        break; // leaving the loop destroys the response: nothing more is read
      }
    }
  } catch (error) {
    throw networkFailure(error, target, fetcher);
  }
  const bytes = Buffer.concat(chunks).subarray(0, BODY_LIMIT_BYTES);
  return {
    url: target.href,
    status: response.statusCode ?? 0,
    contentType: response.headers['content-type'] ?? null,
    // `stream: true` holds back a character the cut split in two rather than ending in U+FFFD.
    body: new TextDecoder().decode(bytes, { stream: truncated }),
    truncated,
  };
}

/** A connection that failed or ran out of time, said so that the shop owner knows where to look. */
function networkFailure(error: unknown, target: URL, fetcher: Fetcher): OutboundFetchRefused {
  if (fetcher.signal.aborted) {
    return new OutboundFetchRefused(
      'timeout',
      target.href,
      `it did not answer within ${fetcher.timeoutMs / 1000} s`,
      { cause: error },
    );
  }
  const code = codeOf(error);
  const why =
    code === 'ECONNREFUSED'
      ? 'the server refused the connection'
      : code && /^(EPROTO|ERR_TLS_|ERR_SSL_)|CERT/.test(code)
        ? `its HTTPS certificate or TLS setup was not accepted (${code})`
        : `the connection failed (${code ?? String(error)})`;
  return new OutboundFetchRefused('unreachable', target.href, why, { cause: error });
}

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}
