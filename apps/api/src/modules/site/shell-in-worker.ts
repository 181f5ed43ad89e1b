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
        .then(({ error, ...result }) => result, failure);
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

type Question = { file: string } | { fetch: { method: string; url: string; headers: Record<string, string> } };

/**
 * The shell's server entry loaded afresh in a worker thread: a second copy with its own federation
 * runtime, so it can render with another remotes map than this thread's copy (the runtime keeps
 * one build per remote name). Each call's functions (remote files, the in-process API) stay in this
 * thread and answer the worker's questions. A worker that dies answers its calls as not rendered.
 */
export function shellInWorker(entryFile: string): ShellServerEntry & { terminate(): Promise<void> } {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { entryFile } });
  // The site's process ends without waiting for a canary's renderer.
  worker.unref();
  const calls = new Map<number, { handed: Pick<ShellRenderRequest, 'fetchRemoteFile' | 'server'>; done: (result: unknown) => void }>();
  let called = 0;
  let ended: string | null = null;

  worker.on('message', (message: { kind: 'done'; call: number; result: unknown } | { kind: 'ask'; call: number; id: number; question: Question }) => {
    const call = calls.get(message.call);
    if (!call) return;
    if (message.kind === 'done') {
      calls.delete(message.call);
      call.done(message.result);
      return;
    }
    const { question } = message;
    const answering =
      'file' in question
        ? call.handed.fetchRemoteFile(question.file)
        : call.handed.server.serverFetch(question.fetch.url, { method: question.fetch.method, headers: question.fetch.headers });
    void answering
      .then(sent, (error: unknown) => sent(new Response(String(error), { status: 502 })))
      .then((answer) => worker.postMessage({ kind: 'answer', id: message.id, answer }, [answer.body]));
  });
  const end = (reason: string) => {
    ended ??= reason;
    for (const call of calls.values()) call.done({ rendered: false, reason });
    calls.clear();
  };
  worker.on('error', (error) => end(`the renderer's worker failed: ${error.message}`));
  worker.on('exit', () => end("the renderer's worker ended"));

  function call<T>(handed: Pick<ShellRenderRequest, 'fetchRemoteFile' | 'server'>, message: object, whenEnded: T): Promise<T> {
    if (ended) return Promise.resolve(whenEnded);
    const id = ++called;
    return new Promise((done) => {
      calls.set(id, { handed, done: done as (result: unknown) => void });
      worker.postMessage({ ...message, call: id });
    });
  }

  const noServer = { serverFetch: () => Promise.reject(new Error('no API while loading remotes')), serverOrigin: '' };
  return {
    loadRemotes: ({ remotes, fetchRemoteFile }) => call({ fetchRemoteFile, server: noServer }, { kind: 'load', remotes }, [ended ?? 'ended']),
    renderPage: ({ fetchRemoteFile, server, ...request }) =>
      call({ fetchRemoteFile, server }, { kind: 'render', request, serverOrigin: server.serverOrigin }, { rendered: false as const, reason: ended ?? 'ended' }),
    async terminate() {
      await worker.terminate();
    },
  };
}
