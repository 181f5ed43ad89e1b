import { cachedFor, cachedPerKey, refreshedEvery } from './cached-for';

describe('cachedFor', () => {
  it('reuses an answer until it expires, then loads again', async () => {
    let clock = 0;
    let loads = 0;
    const get = cachedFor(
      1000,
      async () => ++loads,
      () => clock,
    );
    expect(await get()).toBe(1);
    clock = 999;
    expect(await get()).toBe(1);
    clock = 1000;
    expect(await get()).toBe(2);
  });

  it('does not keep a failure', async () => {
    let attempt = 0;
    const get = cachedFor(1000, async () => {
      attempt++;
      if (attempt === 1) throw new Error('database down');
      return 'ok';
    });
    await expect(get()).rejects.toThrow('database down');
    expect(await get()).toBe('ok');
  });
});

describe('cachedPerKey', () => {
  it('keeps each key apart and drops the oldest key past its limit', async () => {
    const loads: string[] = [];
    const get = cachedPerKey(60_000, 2, async (key: string) => {
      loads.push(key);
      return key.toUpperCase();
    });
    expect(await get('a')).toBe('A');
    expect(await get('b')).toBe('B');
    expect(await get('a')).toBe('A');
    expect(loads).toEqual(['a', 'b']);
    await get('c');
    await get('a');
    expect(loads).toEqual(['a', 'b', 'c', 'a']);
  });

  it('forgets one key, or every key, so the next call loads afresh', async () => {
    let loads = 0;
    const get = cachedPerKey(60_000, 10, async (key: string) => `${key}${++loads}`);
    expect([await get('a'), await get('b')]).toEqual(['a1', 'b2']);
    get.forget('a');
    expect([await get('a'), await get('b')]).toEqual(['a3', 'b2']);
    get.forgetAll();
    expect([await get('a'), await get('b')]).toEqual(['a4', 'b5']);
  });
});

describe('cachedPerKey with staleMs', () => {
  /** A loader whose loads wait until settled, answering the key and the load's number. */
  function heldLoads() {
    const waiting: Array<{ finish: () => void; fail: () => void }> = [];
    let loads = 0;
    const load = (key: string) =>
      new Promise<string>((resolve, reject) => {
        const number = ++loads;
        waiting.push({
          finish: () => resolve(`${key}${number}`),
          fail: () => reject(new Error('down')),
        });
      });
    const settle = async (how: 'finish' | 'fail') => {
      waiting.shift()![how]();
      await new Promise((resolve) => setImmediate(resolve));
    };
    return { load, settle, loads: () => loads };
  }

  async function loadedOnce(staleMs: number) {
    const clock = { now: 0 };
    const held = heldLoads();
    const get = cachedPerKey(1000, 10, held.load, { now: () => clock.now, staleMs });
    const first = get('a');
    await held.settle('finish');
    expect(await first).toBe('a1');
    return { clock, held, get };
  }

  it('past its time gives the last answer at once, one reload behind it, then the reloaded answer', async () => {
    const { clock, held, get } = await loadedOnce(5000);
    clock.now = 1000;
    expect(await get('a')).toBe('a1');
    expect(await get('a')).toBe('a1');
    expect(held.loads()).toBe(2);
    await held.settle('finish');
    expect(await get('a')).toBe('a2');
  });

  it('keeps the last answer through a failed reload, tries again a tenth of its time later, and gives it until its stale time ends', async () => {
    const { clock, held, get } = await loadedOnce(5000);
    clock.now = 1000;
    expect(await get('a')).toBe('a1');
    await held.settle('fail');
    clock.now = 1099;
    expect(await get('a')).toBe('a1');
    expect(held.loads()).toBe(2);
    clock.now = 1100;
    expect(await get('a')).toBe('a1');
    expect(held.loads()).toBe(3);
    await held.settle('fail');
    clock.now = 5999;
    expect(await get('a')).toBe('a1');
    await held.settle('fail');
    clock.now = 6000;
    const late = get('a');
    await held.settle('finish');
    expect(await late).toBe('a5');
  });

  it('keeps no reload that was under way when the key was forgotten', async () => {
    const { clock, held, get } = await loadedOnce(5000);
    clock.now = 1000;
    await get('a');
    get.forget('a');
    await held.settle('finish');
    const fresh = get('a');
    await held.settle('finish');
    expect(await fresh).toBe('a3');
  });

  it('tells what a call would reuse, fresh or stale, without loading', async () => {
    const { clock, held, get } = await loadedOnce(5000);
    expect(await get.kept('a')).toBe('a1');
    expect(get.kept('b')).toBeNull();
    clock.now = 5999;
    expect(await get.kept('a')).toBe('a1');
    clock.now = 6000;
    expect(get.kept('a')).toBeNull();
    expect(held.loads()).toBe(1);
  });

  it('drops the key loaded longest ago first, a reloaded key counting as new', async () => {
    const clock = { now: 0 };
    const held = heldLoads();
    const get = cachedPerKey(1000, 2, held.load, { now: () => clock.now, staleMs: 5000 });
    const a = get('a');
    await held.settle('finish');
    clock.now = 500;
    const b = get('b');
    await held.settle('finish');
    await Promise.all([a, b]);
    clock.now = 1000;
    await get('a');
    await held.settle('finish');
    const c = get('c');
    await held.settle('finish');
    await c;
    expect(await get.kept('a')).toBe('a3');
    expect(get.kept('b')).toBeNull();
  });

  it('without staleMs loads in the call once the time is past', async () => {
    const { clock, held, get } = await loadedOnce(0);
    clock.now = 1000;
    const next = get('a');
    await held.settle('finish');
    expect(await next).toBe('a2');
  });
});

describe('refreshedEvery', () => {
  it('waits for the first count only, then answers the last count at once while the next is made', async () => {
    let clock = 0;
    let counted = 0;
    let finish: (() => void) | null = null;
    const get = refreshedEvery(
      1000,
      () => new Promise<number>((resolve) => (finish = () => resolve(++counted))),
      (error) => {
        throw error;
      },
      () => clock,
    );
    const first = get();
    expect(get()).toBe(first);
    finish!();
    expect(await first).toBe(1);
    clock = 999;
    expect(await get()).toBe(1);
    clock = 1000;
    // Old: answered at once with the last count, while one new count runs behind it.
    finish = null;
    expect(await get()).toBe(1);
    expect(await get()).toBe(1);
    expect(counted).toBe(1);
    finish!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await get()).toBe(2);
  });

  it('keeps the last count when a new one fails, tries again a period later, and fails only while it has none', async () => {
    let clock = 0;
    let attempt = 0;
    const heard: unknown[] = [];
    const get = refreshedEvery(
      1000,
      async () => {
        attempt += 1;
        if (attempt !== 2) throw new Error(`statement timeout ${attempt}`);
        return 'counted';
      },
      (error) => heard.push(error),
      () => clock,
    );
    await expect(get()).rejects.toThrow('statement timeout 1');
    expect(await get()).toBe('counted');
    clock = 1000;
    expect(await get()).toBe('counted');
    expect(await get()).toBe('counted');
    await new Promise((resolve) => setImmediate(resolve));
    expect(heard).toEqual([new Error('statement timeout 3')]);
    // Tried again a period after the failure, not at every call meanwhile.
    clock = 1999;
    expect(await get()).toBe('counted');
    expect(attempt).toBe(3);
    clock = 2000;
    expect(await get()).toBe('counted');
    await new Promise((resolve) => setImmediate(resolve));
    expect(attempt).toBe(4);
    expect(heard).toHaveLength(2);
  });
});
