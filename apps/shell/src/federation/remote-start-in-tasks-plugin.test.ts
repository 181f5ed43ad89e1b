import remoteStartInTasksPlugin from './remote-start-in-tasks-plugin';

describe('remoteStartInTasksPlugin', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each(['beforeInitContainer', 'initContainer'] as const)(
    '%s hands the runtime its arguments back only in a later task',
    async (hook) => {
      const args = { remoteInfo: { name: 'search' } } as never;
      let answered: unknown;
      void Promise.resolve(remoteStartInTasksPlugin()[hook]!(args)).then(
        (value) => (answered = value),
      );
      // Promise jobs alone (the rest of the current task) do not get there.
      for (let job = 0; job < 10; job++) await Promise.resolve();
      expect(answered).toBeUndefined();

      await jest.runAllTimersAsync();
      expect(answered).toBe(args);
    },
  );
});
