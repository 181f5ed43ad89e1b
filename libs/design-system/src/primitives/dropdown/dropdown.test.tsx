import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../theme/theme';
import { Dropdown, type DropdownGroup, type DropdownOption } from './dropdown';

const GROUPS: DropdownGroup[] = [
  {
    label: 'Top currencies',
    options: [
      { value: '*', label: 'Store currency' },
      { value: 'EUR', label: 'EUR – Euro' },
      { value: 'GBP', label: 'GBP – British Pound' },
    ],
  },
  {
    label: 'All other currencies',
    options: [
      { value: 'CHF', label: 'CHF – Swiss Franc' },
      { value: 'JPY', label: 'JPY – Japanese Yen' },
    ],
  },
];

// The callers' rules (the shell passes the domain's): words anywhere in the label; Up and Down wrap around.
const byWords = (typed: string, options: readonly DropdownOption[]) =>
  options.filter((option) => option.label.toLowerCase().includes(typed.toLowerCase()));
const wrapping = (current: number, direction: 1 | -1, count: number) =>
  count === 0
    ? -1
    : current < 0
      ? direction === 1
        ? 0
        : count - 1
      : (current + direction + count) % count;

function renderDropdown(initial = '*') {
  const onChange = jest.fn();
  function Chooser() {
    const [value, setValue] = useState(initial);
    return (
      <Dropdown
        label="Show prices in"
        groups={GROUPS}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
        filter={byWords}
        nextIndex={wrapping}
        noMatchText="Sorry, no matching options."
        hint="Stores may use different currencies."
      />
    );
  }
  render(<Chooser />, {
    wrapper: ({ children }) => <ThemeProvider theme={theme}>{children}</ThemeProvider>,
  });
  const box = screen.getByRole('combobox', { name: 'Show prices in' }) as HTMLInputElement;
  return { user: userEvent.setup(), box, onChange };
}

/** The row the keyboard is on, as a screen reader is told it. */
const activeRow = (box: HTMLElement) => {
  const id = box.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};

describe('Dropdown', () => {
  it('opens on Down at the chosen row, moves with Up and Down across groups, wrapping at both ends', async () => {
    const { user, box } = renderDropdown('GBP');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.value).toBe('GBP – British Pound');
    box.focus();
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(activeRow(box)).toBe('GBP – British Pound');
    // Rows are numbered across groups: Down from a group's last row goes to the next group's first.
    await user.keyboard('{ArrowDown}');
    expect(activeRow(box)).toBe('CHF – Swiss Franc');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeRow(box)).toBe('Store currency');
    await user.keyboard('{ArrowUp}');
    expect(activeRow(box)).toBe('JPY – Japanese Yen');
  });

  it('chooses the active row with Enter, closes, and shows the choice; Enter on the current choice changes nothing', async () => {
    const { user, box, onChange } = renderDropdown();
    box.focus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('GBP');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.value).toBe('GBP – British Pound');
  });

  it('filters as one types, with the first match active; says the no-match text and chooses nothing when none is left', async () => {
    const { user, box, onChange } = renderDropdown();
    await user.type(box, 'franc');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'CHF – Swiss Franc',
    ]);
    expect(activeRow(box)).toBe('CHF – Swiss Franc');
    await user.type(box, 'zzz', { skipClick: true });
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('Sorry, no matching options.');
    await user.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(box.getAttribute('aria-expanded')).toBe('true');
  });

  it('closes on Escape without choosing, and the Escape does not reach the menu or dialog that holds it', async () => {
    const { user, box, onChange } = renderDropdown();
    await user.click(box);
    await user.keyboard('{ArrowDown}');
    const outside = jest.fn();
    document.addEventListener('keydown', outside);
    try {
      await user.keyboard('{Escape}');
      expect(box.getAttribute('aria-expanded')).toBe('false');
      expect(onChange).not.toHaveBeenCalled();
      expect(outside).not.toHaveBeenCalled();
      // Closed, Escape is no longer the list's: it goes on to what holds it.
      await user.keyboard('{Escape}');
      expect(outside).toHaveBeenCalledTimes(1);
    } finally {
      document.removeEventListener('keydown', outside);
    }
  });

  it('chooses by click; a press on a heading keeps the list open, leaving the box closes it', async () => {
    const { user, box, onChange } = renderDropdown();
    await user.click(box);
    await user.click(screen.getByText('All other currencies'));
    expect(box.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('option', { name: 'JPY – Japanese Yen' }));
    expect(onChange).toHaveBeenCalledWith('JPY');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.click(box);
    await user.tab();
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('marks the chosen option as selected and describes the box by its hint', async () => {
    const { user, box } = renderDropdown('EUR');
    expect(
      screen.getByRole('combobox', { description: 'Stores may use different currencies.' }),
    ).toBe(box);
    await user.click(box);
    expect(
      screen.getAllByRole('option', { selected: true }).map((option) => option.textContent),
    ).toEqual(['EUR – Euro']);
    expect(screen.getByRole('group', { name: 'All other currencies' })).toBeTruthy();
  });
});
