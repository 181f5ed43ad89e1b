import { cachedFor, cachedPerKey } from './cached-for';

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
