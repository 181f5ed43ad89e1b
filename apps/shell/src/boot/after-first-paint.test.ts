import { afterFirstPaint, SHOWN_REPORT_WAIT_MS } from './after-first-paint';

type Entries = { getEntriesByName(name: string): unknown[] };

/** A browser's paint timing: `report` records an entry and hands it to the observers; a buffered observer also gets those recorded before it. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  static observers = new Set<FakePaintObserver>();
  static recorded: string[] = [];
  static report(name: string) {
    FakePaintObserver.recorded.push(name);
    for (const observer of [...FakePaintObserver.observers]) observer.deliver([name]);
  }
  constructor(private readonly callback: (entries: Entries) => void) {}
  observe({ buffered }: { type: string; buffered?: boolean }) {
    FakePaintObserver.observers.add(this);
    if (buffered && FakePaintObserver.recorded.length > 0)
      this.deliver([...FakePaintObserver.recorded]);
  }
  disconnect() {
    FakePaintObserver.observers.delete(this);
  }
  private deliver(names: string[]) {
    this.callback({
      getEntriesByName: (wanted) =>
        names.filter((name) => name === wanted).map((name) => ({ name })),
    });
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
    FakePaintObserver.recorded = [];
  });

  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    await Promise.resolve();
    return () => done;
  };
  const paintFrames = async () => {
    frames.splice(0).forEach((frame) => frame(performance.now()));
    await Promise.resolve();
  };
  /** Moves the clock on, then lets what that resolved settle. */
  const elapse = async (ms: number) => {
    await jest.advanceTimersByTimeAsync(ms);
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
    await elapse(SHOWN_REPORT_WAIT_MS - 1);
    expect(isDone()).toBe(false);

    FakePaintObserver.report('first-paint');
    await elapse(0);
    expect(isDone()).toBe(false);

    FakePaintObserver.report('first-contentful-paint');
    await Promise.resolve();
    expect(isDone()).toBe(false);
    await elapse(0);
    expect(isDone()).toBe(true);
    expect(FakePaintObserver.observers.size).toBe(0);
  });

  it('takes a report the browser made before the shell ran', async () => {
    withPaintTiming();
    withServerContent();
    FakePaintObserver.report('first-contentful-paint');
    const isDone = await settled(afterFirstPaint());
    await elapse(0);
    expect(isDone()).toBe(true);
    expect(FakePaintObserver.observers.size).toBe(0);
  });

  it('starts anyway when the report has not come SHOWN_REPORT_WAIT_MS after the first frame', async () => {
    withPaintTiming();
    withServerContent();
    const isDone = await settled(afterFirstPaint());
    // Counted from the first frame, not from the call.
    await elapse(2 * SHOWN_REPORT_WAIT_MS);
    expect(isDone()).toBe(false);
    await paintFrames();
    await elapse(SHOWN_REPORT_WAIT_MS - 1);
    expect(isDone()).toBe(false);
    await elapse(1);
    // The task after it: a timer set from a timer waits a tick on the fake clock.
    await elapse(1);
    expect(isDone()).toBe(true);
    expect(FakePaintObserver.observers.size).toBe(0);
  });

  it('for a page without the server’s content (nothing contentful to paint), waits for a frame only', async () => {
    withPaintTiming();
    const isDone = await settled(afterFirstPaint());
    expect(isDone()).toBe(false);
    await paintFrames();
    await elapse(0);
    expect(isDone()).toBe(true);
    expect(FakePaintObserver.observers.size).toBe(0);
  });

  it('without paint timing, waits for the next frame and then for a task after it', async () => {
    withServerContent();
    const isDone = await settled(afterFirstPaint());
    expect(isDone()).toBe(false);

    await paintFrames();
    expect(isDone()).toBe(false);

    await elapse(0);
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
