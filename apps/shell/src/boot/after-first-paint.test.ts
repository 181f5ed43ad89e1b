import { afterFirstPaint, SHOWN_REPORT_WAIT_MS } from './after-first-paint';

/** A browser's paint timing: entries reach the observers when `report` is called. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  static observers = new Set<FakePaintObserver>();
  static report(name: string) {
    for (const observer of [...FakePaintObserver.observers])
      observer.callback({
        getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []),
      });
  }
  constructor(
    private readonly callback: (entries: { getEntriesByName(name: string): unknown[] }) => void,
  ) {}
  observe() {
    FakePaintObserver.observers.add(this);
  }
  disconnect() {
    FakePaintObserver.observers.delete(this);
  }
}

describe('afterFirstPaint', () => {
  let visibility: jest.SpyInstance<DocumentVisibilityState>;
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    jest.useFakeTimers();
    visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    document.body.innerHTML = '<div id="root"></div>';
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    FakePaintObserver.observers.clear();
  });

  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    await Promise.resolve();
    return () => done;
  };
  const paintFrames = async () => {
    frames.forEach((frame) => frame(performance.now()));
    await Promise.resolve();
  };
  const withPaintTiming = () =>
    Object.assign(window, { PerformanceObserver: FakePaintObserver as unknown });
  const withServerContent = () => {
    document.body.innerHTML = '<div id="root"><main><h1>A product</h1></main></div>';
  };

  it('with the server’s content, waits past the frame for the first contentful paint’s report, then a task', async () => {
    withPaintTiming();
    withServerContent();
    const isDone = await settled(afterFirstPaint());
    await paintFrames();
    await jest.advanceTimersByTimeAsync(SHOWN_REPORT_WAIT_MS - 1);
    expect(isDone()).toBe(false);

    FakePaintObserver.report('first-paint');
    await jest.advanceTimersByTimeAsync(0);
    expect(isDone()).toBe(false);

    FakePaintObserver.report('first-contentful-paint');
    await Promise.resolve();
    expect(isDone()).toBe(false);
    await jest.advanceTimersByTimeAsync(0);
    expect(isDone()).toBe(true);
    expect(FakePaintObserver.observers.size).toBe(0);
  });

  it('starts anyway when the report has not come a while after the first frame', async () => {
    withPaintTiming();
    withServerContent();
    const isDone = await settled(afterFirstPaint());
    await paintFrames();
    await jest.advanceTimersByTimeAsync(SHOWN_REPORT_WAIT_MS - 1);
    expect(isDone()).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await jest.runAllTimersAsync();
    expect(isDone()).toBe(true);
  });

  it('for a page without the server’s content (nothing contentful to paint), waits for a frame only', async () => {
    withPaintTiming();
    const isDone = await settled(afterFirstPaint());
    expect(isDone()).toBe(false);
    await paintFrames();
    await jest.advanceTimersByTimeAsync(0);
    expect(isDone()).toBe(true);
    expect(FakePaintObserver.observers.size).toBe(0);
  });

  it('without paint timing, waits for the next frame and then for a task after it', async () => {
    withServerContent();
    const isDone = await settled(afterFirstPaint());
    expect(isDone()).toBe(false);

    await paintFrames();
    expect(isDone()).toBe(false);

    await jest.runAllTimersAsync();
    expect(isDone()).toBe(true);
  });

  it('resolves at once on a hidden page, which paints no frame', async () => {
    withPaintTiming();
    withServerContent();
    visibility.mockReturnValue('hidden');
    const isDone = await settled(afterFirstPaint());
    await Promise.resolve();
    expect(isDone()).toBe(true);
    expect(frames).toEqual([]);
  });
});
