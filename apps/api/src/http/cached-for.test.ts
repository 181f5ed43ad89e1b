import { cachedFor } from './cached-for';

describe('cachedFor', () => {
  it('reuses an answer until it expires, then loads again', async () => {
    let clock = 0;
    let loads = 0;
    const get = cachedFor(1000, async () => ++loads, () => clock);
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
