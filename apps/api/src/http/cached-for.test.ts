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
