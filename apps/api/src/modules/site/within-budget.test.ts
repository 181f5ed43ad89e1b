import type { ServerRenderResult } from './server-renderer';
import { withinBudget } from './within-budget';

const rendered: ServerRenderResult = { rendered: true, html: '<main/>', styleTags: '', state: {} };

describe('withinBudget', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('answers a render done in time', async () => {
    let finish!: (result: ServerRenderResult) => void;
    const answer = withinBudget(new Promise((resolve) => (finish = resolve)), 150);
    jest.advanceTimersByTime(100);
    finish(rendered);
    expect(await answer).toBe(rendered);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('answers the browser’s page at the budget, and leaves the render running for whoever awaits it', async () => {
    let finish!: (result: ServerRenderResult) => void;
    const rendering = new Promise<ServerRenderResult>((resolve) => (finish = resolve));
    const answer = withinBudget(rendering, 150);
    jest.advanceTimersByTime(150);
    expect(await answer).toEqual({ rendered: false, reason: 'not rendered within 150 ms' });
    finish(rendered);
    expect(await rendering).toBe(rendered);
  });
});
