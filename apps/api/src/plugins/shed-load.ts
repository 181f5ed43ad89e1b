import { randomUUID } from 'node:crypto';
import { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { admissionDoor } from './admission-door';
import { heldPressure } from './held-pressure';
import { BUSY_ANSWER, RETRY_AFTER_SECONDS, sendBusy } from './error-handler';
import { reportRefusals } from './refusal-report';
import { plainAnswerSecurityHeaders } from './security-headers';

// Built files and pictures need no database: they are always served.
const ALWAYS_SERVED = ['/static/', '/media/', '/healthz', '/readyz'];
const alwaysServed = (url: string) => ALWAYS_SERVED.some((prefix) => url.startsWith(prefix));

export interface LoadLimits {
  /** Requests handled at once (MAX_IN_FLIGHT). */
  maxInFlight: number;
  /** Mean event-loop delay, ms, over the last sample (MAX_EVENT_LOOP_DELAY_MS). */
  maxEventLoopDelayMs: number;
  /** Share of the last sample the event loop was busy, 0-1 (MAX_EVENT_LOOP_UTILIZATION). */
  maxEventLoopUtilization: number;
}

/**
 * The requests this process makes of itself for a page it already admitted (the server renderer's
 * data, asked with `app.inject`): made with this class (`inject`'s `Request` option), so no
 * network client can pass for one.
 */
export class InProcessRequest extends IncomingMessage {}

/** `app.inject`'s options for a request this process makes of itself (`InProcessRequest`). */
export const IN_PROCESS = { Request: InProcessRequest } as const;

declare module 'fastify' {
  interface FastifyInstance {
    /** Past half the event-loop delay, or most of the utilisation, at which requests are refused. */
    isStrained(): boolean;
  }
}

/** Of the utilisation limit, the share at which optional work stops. */
const STRAINED_SHARE = 0.9;

/** How often the event loop's delay and utilisation are sampled: a burst is met within one. */
const SAMPLE_INTERVAL_MS = 100;

/** How long pressure holds after its last sign: the admission door stays shut, the in-flight limit low. */
export const PRESSURE_HOLD_MS = 1000;

/**
 * Under pressure, the share of MAX_IN_FLIGHT still taken at once, and in one turn of the event
 * loop: work goes on, the excess is refused.
 */
const PRESSURED_SHARE = 1 / 8;

/**
 * Load shedding: past what the process can serve, requests are answered 503 with Retry-After at
 * once instead of queueing until their clients time out (issue #19: at 200 connections 240 of
 * 2,173 requests timed out). It counts requests in flight (they queue for the database's few
 * connections) and watches the event loop's delay and utilisation (@fastify/under-pressure: CPU
 * work such as server rendering delays every request, refusals included). Under pressure it takes
 * an eighth as many requests at once rather than none: refusing everything would leave the loop
 * busy with refusals alone (clients that ask again at once keep it so) and serve nobody. Under
 * pressure a turn of the event loop also takes only that many of the requests it reads (half as
 * many after a turn that read more): the rest are refused at the door (`admission-door.ts`),
 * before Fastify, so the turns stay short and so do the refusals' waits. Pressure is the sample's,
 * or a turn that outlasted the delay limit, and holds for PRESSURE_HOLD_MS after its last sign.
 * Halfway there, `app.isStrained()` tells optional CPU work (server rendering) to step aside
 * first.
 */
export async function shedLoad(app: FastifyInstance, limits: LoadLimits): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxEventLoopUtilization: limits.maxEventLoopUtilization,
    // The share over the last sample, not since the process started.
    eventLoopUtilizationMode: 'interval',
    sampleInterval: SAMPLE_INTERVAL_MS,
    // The plugin measures; the in-flight hook below decides (a handler that answers nothing lets the request on).
    pressureHandler: () => undefined,
  });
  // The first samples after start-up measure the start-up's own work (compiling, warming caches), not load.
  let readyAt = Infinity;
  const startingUp = () => performance.now() - readyAt < 2 * SAMPLE_INTERVAL_MS;
  app.addHook('onReady', async () => {
    readyAt = performance.now();
  });

  app.decorate('isStrained', () => {
    const { eventLoopDelay, eventLoopUtilized } = app.memoryUsage();
    const lagging =
      limits.maxEventLoopDelayMs > 0 && eventLoopDelay > limits.maxEventLoopDelayMs / 2;
    const busy =
      limits.maxEventLoopUtilization > 0 &&
      eventLoopUtilized > limits.maxEventLoopUtilization * STRAINED_SHARE;
    return !startingUp() && (lagging || busy);
  });

  let inFlight = 0;
  const counted = new WeakSet<object>();
  const pressuredLimit = Math.max(1, Math.round(limits.maxInFlight * PRESSURED_SHARE));
  const refusalBody = Buffer.from(JSON.stringify(BUSY_ANSWER));
  const refusalHeaders = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': refusalBody.length,
    'retry-after': String(RETRY_AFTER_SECONDS),
    ...plainAnswerSecurityHeaders(),
  };
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  const door = admissionDoor(
    app.server,
    {
      perTurn: pressuredLimit,
      perCrowdedTurn: Math.max(1, Math.round(pressuredLimit / 2)),
      exempt: alwaysServed,
      pressed: () => pressed(),
      closing: () => closing,
    },
    {
      status: 503,
      headers: (request: IncomingMessage) => ({
        ...refusalHeaders,
        // As Fastify does (requestIdHeader): the caller's id, or a new one.
        'x-request-id': request.headers['x-request-id'] || randomUUID(),
      }),
      body: refusalBody,
    },
  );
  const stopReports = reportRefusals(door, app.log);
  app.addHook('onClose', async () => stopReports());
  // A turn that outlasted the delay limit kept its requests waiting that long: pressure is met
  // within one turn, not at the next sample (the start of a burst). Only a recent turn counts.
  const laggingTurn = () => {
    const turn = door.lastTurn();
    return (
      limits.maxEventLoopDelayMs > 0 &&
      turn.ms > limits.maxEventLoopDelayMs &&
      performance.now() - turn.endedAt < SAMPLE_INTERVAL_MS
    );
  };
  const pressed = heldPressure(
    () => !startingUp() && (app.isUnderPressure() || laggingTurn()),
    PRESSURE_HOLD_MS,
  );
  app.addHook('onRequest', async (request, reply) => {
    // The renderer's data requests belong to a page request admitted and counted already: refused,
    // they fail its render while the places they would need are held by the guests waiting for it.
    if (alwaysServed(request.url) || request.raw instanceof InProcessRequest) return;
    const limit = pressed() ? pressuredLimit : limits.maxInFlight;
    if (inFlight >= limit) return sendBusy(reply);
    inFlight += 1;
    counted.add(request);
  });
  const release = async (request: object) => {
    if (!counted.delete(request)) return;
    inFlight -= 1;
  };
  app.addHook('onResponse', release);
  // A client that goes away before the answer still frees its place.
  app.addHook('onRequestAbort', release);
}
