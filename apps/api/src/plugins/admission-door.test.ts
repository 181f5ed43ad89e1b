import { createServer, type Server } from 'node:http';
import { admissionDoor, type DoorRule } from './admission-door';
import { requestsInOneTurn } from '../testing/requests-in-one-turn';

const refusal = {
  status: 503,
  headers: () => ({ 'content-type': 'text/plain', 'content-length': 4, 'retry-after': '2' }),
  body: Buffer.from('busy'),
};

/** The rule each test starts from: pressed, 4 requests a turn (2 after a crowded one), /static exempt. */
const pressedRule: DoorRule = {
  perTurn: 4,
  perCrowdedTurn: 2,
  pressed: () => true,
  exempt: (url) => url.startsWith('/static/'),
  closing: () => false,
};

let server: Server;
let served: string[];

async function serverBehindDoor(rule: Partial<DoorRule>) {
  served = [];
  server = createServer((request, response) => {
    served.push(request.url ?? '');
    response.setHeader('content-length', 6);
    response.end('served');
  });
  const door = admissionDoor(server, { ...pressedRule, ...rule }, refusal);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return door;
}

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the admission door (issue #28, item 5)', () => {
  it('refuses with its own bytes past perTurn requests read in one turn while pressed, counts them, and takes requests again in the next turn', async () => {
    const door = await serverBehindDoor({});
    const turn = await requestsInOneTurn(server, '/page', 10);
    try {
      expect(turn.answers.filter((answer) => answer.status === 200)).toHaveLength(4);
      const refused = turn.answers.filter((answer) => answer.status === 503);
      expect(refused).toHaveLength(6);
      expect(door.refused()).toBe(6);
      expect(refused[0]).toMatchObject({ body: 'busy', headers: { 'retry-after': '2' } });
      // Refused requests never reached the listener behind the door.
      expect(served).toHaveLength(4);
      expect((await turn.again('/page')).status).toBe(200);
    } finally {
      turn.close();
    }
  });

  it('keeps the connection of a refusal open, and closes it while the server shuts down', async () => {
    let closing = false;
    await serverBehindDoor({ closing: () => closing });
    const refusedConnection = async () => {
      const turn = await requestsInOneTurn(server, '/page', 6);
      try {
        const refused = turn.answers.filter((answer) => answer.status === 503);
        expect(refused.length).toBeGreaterThan(0);
        return [...new Set(refused.map((answer) => answer.headers.connection))];
      } finally {
        turn.close();
      }
    };
    expect(await refusedConnection()).toEqual(['keep-alive']);
    closing = true;
    expect(await refusedConnection()).toEqual(['close']);
  });

  it('takes perCrowdedTurn requests in a turn after one that read more than perTurn, and perTurn again after a quiet turn', async () => {
    await serverBehindDoor({});
    const admittedOf = async (count: number) => {
      const turn = await requestsInOneTurn(server, '/page', count);
      turn.close();
      return turn.answers.filter((answer) => answer.status === 200).length;
    };
    // The first turn follows none; each after it follows a turn of ten.
    expect(await admittedOf(10)).toBe(4);
    expect(await admittedOf(10)).toBe(2);
    expect(await admittedOf(3)).toBe(2);
    expect(await admittedOf(10)).toBe(4);
  });

  it('takes every request while not pressed, however many come in one turn', async () => {
    await serverBehindDoor({ pressed: () => false });
    const turn = await requestsInOneTurn(server, '/page', 10);
    turn.close();
    expect(turn.answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
  });

  it('takes exempt addresses whatever the turn, and counts them neither as taken nor as read', async () => {
    await serverBehindDoor({});
    const files = await requestsInOneTurn(server, '/static/shell/main.js', 10);
    files.close();
    expect(files.answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    // Ten files read before: still not a crowded turn, so four pages are taken.
    const pages = await requestsInOneTurn(server, '/page', 4);
    pages.close();
    expect(pages.answers.map((answer) => answer.status)).toEqual(Array(4).fill(200));
  });

  it('tells how long the last turn that read a request took', async () => {
    server = createServer((_request, response) => {
      const until = performance.now() + 30;
      while (performance.now() < until);
      response.end();
    });
    const door = admissionDoor(server, { ...pressedRule, pressed: () => false }, refusal);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    expect(door.lastTurn()).toEqual({ ms: 0, endedAt: -Infinity });
    const sent = performance.now();
    const turn = await requestsInOneTurn(server, '/', 2);
    turn.close();
    expect(door.lastTurn().ms).toBeGreaterThanOrEqual(60);
    expect(door.lastTurn().endedAt).toBeGreaterThan(sent);
  });

  it('refuses to stand in front of a server with no request listener or with several', () => {
    server = createServer();
    expect(() => admissionDoor(server, pressedRule, refusal)).toThrow(
      /one request listener, found 0/,
    );
    server.on('request', () => undefined).on('request', () => undefined);
    expect(() => admissionDoor(server, pressedRule, refusal)).toThrow(
      /one request listener, found 2/,
    );
  });
});
