import { REFUSAL_REPORT_MS, reportRefusals } from './refusal-report';

describe('reportRefusals (issue #28: refusals at the door reach the log)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('warns once per period with the refusals made in it, and says nothing in a quiet period', () => {
    let refused = 3;
    const warn = jest.fn();
    const stop = reportRefusals({ refused: () => refused }, { warn });
    refused = 10;
    jest.advanceTimersByTime(REFUSAL_REPORT_MS);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toEqual({ refused: 7, seconds: REFUSAL_REPORT_MS / 1000 });
    jest.advanceTimersByTime(REFUSAL_REPORT_MS);
    expect(warn).toHaveBeenCalledTimes(1);
    refused = 12;
    jest.advanceTimersByTime(REFUSAL_REPORT_MS);
    expect(warn.mock.calls[1]![0]).toMatchObject({ refused: 2 });
    stop();
    refused = 50;
    jest.advanceTimersByTime(REFUSAL_REPORT_MS);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
