import { Worker } from 'node:worker_threads';
import type { ShellRenderRequest, ShellServerEntry } from './shell-server-entry';

/** What crosses the thread boundary for a Response: enough for the shell to read it as one. */
interface SentResponse {
  status: number;
  headers: Record<string, string>;
  body: ArrayBuffer;
}

// Plain JavaScript, evaluated as the worker's script: a file beside this one would need its own
// place in the built server, the API tests and tsx alike. It runs the shell's server entry and
// asks this thread for what the entry is handed as functions (remote files, the in-process API).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
// Linux keeps a nice value per thread, and 0 names the calling one: this thread alone yields.
const os = require('node:os');
try { os.setPriority(0, Math.min(19, os.getPriority(0) + workerData.niceness)); } catch {}
const shell = require(workerData.entryFile);
const waiting = new Map();
let asked = 0;
function ask(call, question) {
  const id = ++asked;
  parentPort.postMessage({ kind: 'ask', call, id, question });
  return new Promise((resolve) => waiting.set(id, resolve));
}
const asResponse = (sent) => new Response(sent.body, { status: sent.status, headers: sent.headers });
function handedFunctions(call) {
  return {
    fetchRemoteFile: (url) => ask(call, { file: url }).then(asResponse),
    serverFetch: async (input, init) => {
      const request = new Request(input, init);
      const headers = {};
      request.headers.forEach((value, name) => { headers[name] = value; });
      return asResponse(await ask(call, { fetch: { method: request.method, url: request.url, headers } }));
    },
  };
}
const failure = (error) => ({ rendered: false, reason: error instanceof Error ? error.message : String(error) });
parentPort.on('message', async (message) => {
  if (message.kind === 'answer') {
    waiting.get(message.id)(message.answer);
    waiting.delete(message.id);
    return;
  }
  const { fetchRemoteFile, serverFetch } = handedFunctions(message.call);
  const result = message.kind === 'load'
    ? await shell.loadRemotes({ remotes: message.remotes, fetchRemoteFile }).catch((error) => [String(error)])
    : await Promise.resolve()
        .then(() => shell.renderPage({ ...message.request, fetchRemoteFile, server: { serverFetch, serverOrigin: message.serverOrigin } }))
        .then((result) => (result && typeof result === 'object' ? { ...result, error: undefined } : failure('the shell answered nothing')), failure);
  parentPort.postMessage({ kind: 'done', call: message.call, result });
});
`;

async function sent(response: Response): Promise<SentResponse> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return { status: response.status, headers, body: await response.arrayBuffer() };
}

type Question =
  { file: string } | { fetch: { method: string; url: string; headers: Record<string, string> } };

/**
 * The renderer's thread runs this much nicer than the process: a page the server does not render in time is
 * rendered by the browser, while the event loop answers every request, refusals and \`/readyz\`
 * included, so under load the loop takes the CPU first.
 */
export const RENDERER_NICENESS = 10;

/** A worker that failed is started again at the next call this long after, not before. */
const RESTART_AFTER_MS = 10_000;
/** Past its deadline, a render the worker has not answered is given up by this thread too. */
const RENDER_GRACE_MS = 1000;
/**
 * A call still unanswered this long after it was given up: the worker is stuck (a render that
 * never yields) and is ended, so a fresh one takes its place instead of taking more pages.
 */
const STUCK_AFTER_MS = 10_000;
/** Loading every remote's server build: a worker not done by then is taken as stuck. */
const LOAD_TIMEOUT_MS = 30_000;

interface Call {
  server: ShellRenderRequest['server'] | null;
  done: (result: unknown) => void;
  /** What the call answers when the worker cannot: its reason filled in. */
  fallback: (reason: string) => unknown;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * The shell's server entry loaded afresh in a worker thread: a second copy with its own federation
 * runtime, so it can render with another remotes map than this thread's copy (the runtime keeps
 * one build per remote name). Remote files (`fetchRemoteFile`, the same for every call: a load
 * may outlive the call that started it) and each render's in-process API stay in this thread and
 * answer the worker's questions. A call the worker does not answer in time, or answers by dying,
 * is answered as not rendered; a worker that died is started again at a later call.
 */
export function shellInWorker(
  entryFile: string,
  fetchRemoteFile: (url: string) => Promise<Response>,
  timing: { restartAfterMs: number; stuckAfterMs: number } = {
    restartAfterMs: RESTART_AFTER_MS,
    stuckAfterMs: STUCK_AFTER_MS,
  },
): ShellServerEntry & { terminate(): Promise<void> } {
  const calls = new Map<number, Call>();
  /** Calls given up on, still unanswered by the worker. */
  const overdue = new Set<number>();
  let called = 0;
  let worker: Worker | null = null;
  let failed: { at: number; reason: string } | null = null;
  let closed = false;

  const finish = (id: number, result: (call: Call) => unknown) => {
    const call = calls.get(id);
    if (!call) return;
    calls.delete(id);
    clearTimeout(call.timer);
    call.done(result(call));
  };

  function answer(from: Worker, id: number, answering: Promise<Response>) {
    void answering
      .then(sent)
      .catch((error: unknown) => sent(new Response(String(error), { status: 502 })))
      .then((response) =>
        from.postMessage({ kind: 'answer', id, answer: response }, [response.body]),
      )
      .catch(() => undefined);
  }

  function start(): Worker {
    const started = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { entryFile, niceness: RENDERER_NICENESS },
    });
    // The site's process ends without waiting for a canary's renderer.
    started.unref();
    started.on(
      'message',
      (
        message:
          | { kind: 'done'; call: number; result: unknown }
          | { kind: 'ask'; call: number; id: number; question: Question },
      ) => {
        if (message.kind === 'done') {
          overdue.delete(message.call);
          return finish(message.call, () => message.result);
        }
        const { question } = message;
        if ('file' in question) return answer(started, message.id, fetchRemoteFile(question.file));
        const server = calls.get(message.call)?.server;
        answer(
          started,
          message.id,
          server
            ? server.serverFetch(question.fetch.url, {
                method: question.fetch.method,
                headers: question.fetch.headers,
              })
            : Promise.resolve(new Response('the page was given up', { status: 503 })),
        );
      },
    );
    const end = (reason: string) => {
      if (worker !== started) return;
      worker = null;
      failed = { at: Date.now(), reason };
      for (const id of [...calls.keys()]) finish(id, (call) => call.fallback(reason));
    };
    started.on('error', (error) => end(`the renderer's worker failed: ${error.message}`));
    started.on('exit', () => end("the renderer's worker ended"));
    return started;
  }

  function call(
    message: object,
    options: { server: Call['server']; timeoutMs: number; fallback: Call['fallback'] },
  ): Promise<unknown> {
    if (closed) return Promise.resolve(options.fallback("the renderer's worker ended"));
    if (!worker && failed && Date.now() - failed.at < timing.restartAfterMs)
      return Promise.resolve(options.fallback(failed.reason));
    worker ??= start();
    const id = ++called;
    const running = worker;
    return new Promise((done) => {
      const timer = setTimeout(() => {
        finish(id, (pending) => pending.fallback("the renderer's worker did not answer in time"));
        overdue.add(id);
        setTimeout(() => {
          if (overdue.delete(id) && worker === running) void running.terminate();
        }, timing.stuckAfterMs).unref();
      }, options.timeoutMs);
      timer.unref();
      calls.set(id, { server: options.server, done, fallback: options.fallback, timer });
      running.postMessage({ ...message, call: id });
    });
  }

  return {
    loadRemotes: ({ remotes }) =>
      call(
        { kind: 'load', remotes },
        { server: null, timeoutMs: LOAD_TIMEOUT_MS, fallback: (reason) => [reason] },
      ) as Promise<string[]>,
    renderPage: ({ location, remote, remotes, savedLocale, hints, deadline, server }) =>
      call(
        {
          kind: 'render',
          request: { location, remote, remotes, savedLocale, hints, deadline },
          serverOrigin: server.serverOrigin,
        },
        {
          server,
          timeoutMs: Math.max(0, deadline - Date.now()) + RENDER_GRACE_MS,
          fallback: (reason) => ({ rendered: false, reason }),
        },
      ) as ReturnType<ShellServerEntry['renderPage']>,
    async terminate() {
      closed = true;
      const running = worker;
      worker = null;
      for (const id of [...calls.keys()])
        finish(id, (pending) => pending.fallback("the renderer's worker ended"));
      await running?.terminate();
    },
  };
}
