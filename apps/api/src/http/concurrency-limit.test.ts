import { concurrencyLimit } from './concurrency-limit';

describe('concurrencyLimit', () => {
  it('runs no more than its slots at once, the rest in the order they came, and frees a slot when a task fails', async () => {
    const limited = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (n: number) => async () => {
      started.push(n);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (n === 2) throw new Error('drawing failed');
      return n;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => limited(task(n))));
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(
      results.map((result) => (result.status === 'fulfilled' ? result.value : 'failed')),
    ).toEqual([1, 'failed', 3, 4, 5]);
  });
});
