import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../theme/theme';
import { Tooltip } from './tooltip';

// Spec §7 "Tooltip dispose timeout 5000 ms".
const DISPOSE_MS = 5000;

function renderTooltip(options: Parameters<typeof userEvent.setup>[0] = {}) {
  render(
    <>
      <Tooltip text="Share of published reviews from verified buyers" disposeAfterMs={DISPOSE_MS}>
        Authenticity 97%
      </Tooltip>
      <button type="button">Elsewhere</button>
    </>,
    { wrapper: ({ children }) => <ThemeProvider theme={theme}>{children}</ThemeProvider> },
  );
  return {
    user: userEvent.setup(options),
    trigger: screen.getByRole('button', { name: 'Authenticity 97%' }),
  };
}

/** The bubble, when it shows (a hidden one is not in the accessibility tree). */
const shown = () => screen.queryByRole('tooltip');

describe('Tooltip (spec §4 "Tooltips and popovers open and close by hover, focus or click")', () => {
  it('describes its trigger for screen readers, and shows nothing until asked', () => {
    const { trigger } = renderTooltip();
    expect(shown()).toBeNull();
    expect(
      screen.getByRole('button', {
        description: 'Share of published reviews from verified buyers',
      }),
    ).toBe(trigger);
  });

  it('opens on hover and closes when the pointer leaves', async () => {
    const { user, trigger } = renderTooltip();
    await user.hover(trigger);
    expect(shown()?.textContent).toBe('Share of published reviews from verified buyers');
    await user.unhover(trigger);
    expect(shown()).toBeNull();
  });

  it('opens on focus, closes on Escape and on blur', async () => {
    const { user, trigger } = renderTooltip();
    await user.tab();
    expect(document.activeElement).toBe(trigger);
    expect(shown()).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(shown()).toBeNull();
    await user.tab({ shift: true });
    await user.tab();
    expect(shown()).not.toBeNull();
    await user.tab();
    expect(shown()).toBeNull();
  });

  it('opens on a click (a tap on a phone), and a second click does not close it', async () => {
    const { user, trigger } = renderTooltip();
    await user.click(trigger);
    expect(shown()).not.toBeNull();
    await user.click(trigger);
    expect(shown()).not.toBeNull();
  });

  it('closes by itself once the dispose time has passed (a tap has no "leave")', async () => {
    jest.useFakeTimers();
    try {
      const { user, trigger } = renderTooltip({ advanceTimers: jest.advanceTimersByTime });
      await user.click(trigger);
      act(() => jest.advanceTimersByTime(DISPOSE_MS - 1));
      expect(shown()).not.toBeNull();
      act(() => jest.advanceTimersByTime(1));
      expect(shown()).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
