import { connect, type Server, type Socket } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One HTTP/1.1 answer read off `socket` (its length given by Content-Length). */
function readAnswer(socket: Socket): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const headEnd = received.indexOf('\r\n\r\n');
      if (headEnd < 0) return;
      const [statusLine = '', ...lines] = received.subarray(0, headEnd).toString().split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      const length = Number(headers['content-length'] ?? 0);
      if (received.length < headEnd + 4 + length) return;
      socket.off('data', onData);
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers,
        body: received.subarray(headEnd + 4, headEnd + 4 + length).toString(),
      });
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.once('close', () => reject(new Error('the connection closed before a whole answer')));
  });
}

/**
 * `count` requests for `path`, one on each of as many kept-alive connections, written together
 * once `server` has taken every connection (and `beforeWrite` has run): its event loop then reads
 * them all in one turn.
 */
export async function requestsInOneTurn(
  server: Server,
  path: string,
  count: number,
  beforeWrite: () => unknown = () => undefined,
): Promise<{
  answers: RawAnswer[];
  /** One more request, on the first connection. */
  again: (path: string) => Promise<RawAnswer>;
  close: () => void;
}> {
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the server is not listening');
  let taken = 0;
  const allTaken = new Promise<void>((resolve) => {
    const onConnection = () => {
      taken += 1;
      if (taken < count) return;
      server.off('connection', onConnection);
      resolve();
    };
    server.on('connection', onConnection);
  });
  const sockets = Array.from({ length: count }, () =>
    connect({ port: address.port, host: '127.0.0.1' }),
  );
  const close = () => sockets.forEach((socket) => socket.destroy());
  const failed = new Promise<never>((_resolve, reject) =>
    sockets.forEach((socket) => socket.once('error', reject)),
  );
  // Errors after the connections were taken reach the answers' readers instead.
  failed.catch(() => undefined);
  try {
    await Promise.race([allTaken, failed]);
    await beforeWrite();
  } catch (error) {
    close();
    throw error;
  }
  const request = (to: string) => `GET ${to} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;
  const answers = sockets.map((socket) => readAnswer(socket));
  for (const socket of sockets) socket.write(request(path));
  const again = (to: string) => {
    const [socket] = sockets as [Socket];
    const answer = readAnswer(socket);
    socket.write(request(to));
    return answer;
  };
  try {
    return { answers: await Promise.all(answers), again, close };
  } catch (error) {
    close();
    throw error;
  }
}
