import { headerText } from './header-text';

describe('headerText', () => {
  it.each([
    ['Dana replied to your review', 'Dana replied to your review'],
    ['Dana\r\nBcc: victim@example.com', 'Dana Bcc: victim@example.com'],
    ['Dana\nX-Injected: 1', 'Dana X-Injected: 1'],
    ['Dana\rX-Injected: 1', 'Dana X-Injected: 1'],
    ['tab\there and nul\u0000there', 'tab here and nul there'],
    ['line\u2028separator\u0085next', 'line separator next'],
    ['  spaced   out  ', 'spaced out'],
  ])('makes %j one line: %j', (value, expected) => {
    expect(headerText(value)).toBe(expected);
  });
});
