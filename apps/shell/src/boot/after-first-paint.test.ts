import { afterFirstPaint } from './after-first-paint';

describe('afterFirstPaint', () => {
  let visibility: jest.SpyInstance<DocumentVisibilityState>;
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    jest.useFakeTimers();
    visibility = jest.spyOn(document, 'visibilityState', 'get');
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    await Promise.resolve();
    return () => done;
  };

  it('waits for the next frame and then for a task after it, so the frame is painted first', async () => {
    visibility.mockReturnValue('visible');
    const isDone = await settled(afterFirstPaint());
    expect(isDone()).toBe(false);

    frames.forEach((frame) => frame(performance.now()));
    await Promise.resolve();
    expect(isDone()).toBe(false);

    await jest.runAllTimersAsync();
    expect(isDone()).toBe(true);
  });

  it('resolves at once on a hidden page, which paints no frame', async () => {
    visibility.mockReturnValue('hidden');
    const isDone = await settled(afterFirstPaint());
    await Promise.resolve();
    expect(isDone()).toBe(true);
    expect(frames).toEqual([]);
  });
});
