import { act, renderHook } from '@testing-library/react';
import { useMegaMenu } from './use-mega-menu';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useMegaMenu (spec §4 "Mouse leave closes the panel after 500 ms")', () => {
  it('keeps the panel open for 500 ms after the mouse leaves, then closes it and unlocks the page', () => {
    const { result } = renderHook(() => useMegaMenu());
    act(() => result.current.open(7));
    expect(document.body.style.overflow).toBe('hidden');
    act(() => result.current.scheduleClose());
    act(() => jest.advanceTimersByTime(499));
    expect(result.current.level1).toBe(7);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.level1).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('stays open when the mouse comes back within the delay', () => {
    const { result } = renderHook(() => useMegaMenu());
    act(() => result.current.open(7));
    act(() => result.current.scheduleClose());
    act(() => jest.advanceTimersByTime(300));
    act(() => result.current.cancelClose());
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.level1).toBe(7);
  });
});
