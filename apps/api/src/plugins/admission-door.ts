import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';

/**
 * When the door refuses: past `perTurn` requests in one turn of the event loop while `pressed()`,
 * and past `perCrowdedTurn` when the turn before read more than `perTurn` requests: then more
 * clients wait than a turn takes, and the fewer taken, the sooner each of them hears.
 */
export interface DoorRule {
  perTurn: number;
  perCrowdedTurn: number;
  pressed: () => boolean;
  /** Addresses never refused nor counted (probes, built files). */
  exempt: (url: string) => boolean;
  /**
   * While the server shuts down, refusals close their connection, as Fastify's own answers do
   * then: the client's next request goes to a server that stays, not to this socket.
   */
  closing: () => boolean;
}

export interface AdmissionDoor {
  /**
   * The last turn that read a request: how long it took, ms, from its first request to the turn's
   * end, and when it ended (`performance.now()`).
   */
  lastTurn(): { ms: number; endedAt: number };
  /** Requests refused since the door was put up: they never reach Fastify, nor its request log. */
  refused(): number;
}

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Refusals that cost the event loop almost nothing, in front of Fastify's own request listener.
 *
 * Under overload every answer, refusals included, waits for the loop to come round to its socket,
 * so a refusal is only as prompt as a turn of the loop is short. A turn reads every socket that is
 * ready (under 200 connections, most of them), so past `perTurn` requests in a turn each further
 * one is refused here with bytes made once, without routing, hooks or a reply object: about a
 * third of what a refusal from an `onRequest` hook costs. The turns stay short, and the requests
 * taken are served as before. `headers(request)` gives the refusal's headers; `body` is sent as is.
 */
export function admissionDoor(
  server: Server,
  rule: DoorRule,
  refusal: {
    status: number;
    headers: (request: IncomingMessage) => OutgoingHttpHeaders;
    body: Buffer;
  },
): AdmissionDoor {
  const listeners = server.listeners('request') as RequestListener[];
  if (listeners.length !== 1)
    throw new Error(`the admission door expects one request listener, found ${listeners.length}`);
  const [serve] = listeners as [RequestListener];
  let turnOpen = false;
  let turnStarted = 0;
  let read = 0;
  let admitted = 0;
  let taken = rule.perTurn;
  let lastTurn = { ms: 0, endedAt: -Infinity };
  let refused = 0;
  const closeTurn = () => {
    turnOpen = false;
    const endedAt = performance.now();
    lastTurn = { ms: endedAt - turnStarted, endedAt };
  };
  server.removeListener('request', serve);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (rule.exempt(request.url ?? '/')) return serve(request, response);
    // A turn ends when the loop reaches its check phase, after every ready socket was read.
    if (!turnOpen) {
      turnOpen = true;
      turnStarted = performance.now();
      taken = read > rule.perTurn ? rule.perCrowdedTurn : rule.perTurn;
      read = 0;
      admitted = 0;
      setImmediate(closeTurn);
    }
    read += 1;
    if (admitted >= taken && rule.pressed()) {
      refused += 1;
      const headers = refusal.headers(request);
      response.writeHead(
        refusal.status,
        rule.closing() ? { ...headers, connection: 'close' } : headers,
      );
      response.end(refusal.body);
      return;
    }
    admitted += 1;
    serve(request, response);
  });
  return { lastTurn: () => lastTurn, refused: () => refused };
}
