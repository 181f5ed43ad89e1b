import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Field, FieldHint, FieldLabel } from '../field/field-frame';

export interface DropdownOption {
  value: string;
  label: string;
  /** Drawn before the label, in the list and in the box while chosen (a flag). */
  icon?: ReactNode;
}

/** Options listed under a heading; groups are parted by a line (top currencies, then the rest). */
export interface DropdownGroup {
  label: string;
  options: readonly DropdownOption[];
}

export interface DropdownProps {
  label: string;
  groups: readonly DropdownGroup[];
  value: string;
  onChange(value: string): void;
  /** The options left for what was typed (the caller's matching rule). */
  filter(typed: string, options: readonly DropdownOption[]): DropdownOption[];
  /** Said when the filter leaves nothing. */
  noMatchText: string;
  /** The next active row for Up (-1) and Down (1) among `count`, with wrap-around; -1 means none. */
  nextIndex(current: number, direction: 1 | -1, count: number): number;
  hint?: string;
}

const Control = styled.div`
  position: relative;
`;

const Icon = styled.span`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: 50%;
  transform: translateY(-50%);
  display: flex;
  pointer-events: none;
`;

const Input = styled.input<{ $withIcon: boolean }>`
  box-sizing: border-box;
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xl} ${theme.space.sm} ${theme.space.md}`};
  ${({ $withIcon, theme }) =>
    $withIcon &&
    css`
      padding-left: calc(${theme.space.md} + 20px + ${theme.space.sm});
    `}
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  cursor: pointer;
`;

const Caret = styled.span`
  position: absolute;
  right: ${({ theme }) => theme.space.md};
  top: 50%;
  transform: translateY(-50%);
  pointer-events: none;
`;

const Popup = styled.div`
  position: absolute;
  z-index: 1;
  left: 0;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  max-height: 16rem;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.popover};
`;

const Group = styled.div`
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const GroupLabel = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Row = styled.div<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.brandSoft : 'transparent')};
  &[aria-selected='true'] {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const NoMatch = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * A labelled choice among many, filtered by typing (an ARIA combobox with a listbox): click, Down
 * or typing opens it; Up and Down move through the rows, wrapping around; Enter chooses; Escape
 * closes it first, and only then reaches whatever holds it.
 */
export function Dropdown({
  label,
  groups,
  value,
  onChange,
  filter,
  noMatchText,
  nextIndex,
  hint,
}: DropdownProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(-1);
  const shownGroups = groups
    .map((group) => ({ ...group, options: filter(typed, group.options) }))
    .filter((group) => group.options.length > 0);
  const shown = shownGroups.flatMap((group) => group.options);
  // Each shown group's first row number: rows are numbered across groups, as Up and Down move.
  const firstRows = shownGroups.map((_, groupIndex) =>
    shownGroups.slice(0, groupIndex).reduce((sum, group) => sum + group.options.length, 0),
  );
  const chosen = groups.flatMap((group) => group.options).find((option) => option.value === value);
  const rowId = (index: number) => `${id}-option-${index}`;

  const openList = (nextTyped: string) => {
    const options = groups.flatMap((group) => filter(nextTyped, group.options));
    setTyped(nextTyped);
    setOpen(true);
    const chosenIndex = options.findIndex((option) => option.value === value);
    setActive(nextTyped ? (options.length > 0 ? 0 : -1) : chosenIndex);
  };
  const close = () => {
    setOpen(false);
    setTyped('');
    setActive(-1);
  };
  const choose = (option: DropdownOption) => {
    close();
    if (option.value !== value) onChange(option.value);
  };
  const moveTo = (index: number) => {
    setActive(index);
    // Keep the active row in view of a list taller than its box (jsdom has no scrolling).
    document.getElementById(rowId(index))?.scrollIntoView?.({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) openList('');
      else moveTo(nextIndex(active, event.key === 'ArrowDown' ? 1 : -1, shown.length));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const option = shown[active];
      if (option) choose(option);
    } else if (event.key === 'Escape' && open) {
      // The list closes; the menu or dialog around it stays.
      event.stopPropagation();
      close();
    }
  };

  return (
    <Field>
      <FieldLabel htmlFor={`${id}-input`}>{label}</FieldLabel>
      <Control>
        {!open && chosen?.icon ? <Icon>{chosen.icon}</Icon> : null}
        <Input
          id={`${id}-input`}
          role="combobox"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? rowId(active) : undefined}
          aria-describedby={hint ? `${id}-hint` : undefined}
          autoComplete="off"
          spellCheck={false}
          $withIcon={!open && Boolean(chosen?.icon)}
          value={open ? typed : (chosen?.label ?? '')}
          placeholder={chosen?.label}
          onClick={() => (open ? close() : openList(''))}
          // Typing into the closed box starts a filter rather than editing the chosen option's label.
          onChange={(event) =>
            openList(
              !open && chosen && event.target.value.startsWith(chosen.label)
                ? event.target.value.slice(chosen.label.length)
                : event.target.value,
            )
          }
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        <Caret aria-hidden="true">▾</Caret>
        {open ? (
          // Pressing a row, a heading or the scrollbar must not blur the box, which would close the list under the pointer.
          <Popup onMouseDown={(event) => event.preventDefault()}>
            <div role="listbox" id={`${id}-list`} aria-label={label}>
              {shownGroups.map((group, groupIndex) => (
                <Group key={group.label} role="group" aria-label={group.label}>
                  {groups.length > 1 ? (
                    <GroupLabel aria-hidden="true">{group.label}</GroupLabel>
                  ) : null}
                  {group.options.map((option, optionIndex) => {
                    const rowIndex = firstRows[groupIndex]! + optionIndex;
                    return (
                      <Row
                        key={option.value}
                        id={rowId(rowIndex)}
                        role="option"
                        aria-selected={option.value === value}
                        $active={rowIndex === active}
                        onMouseEnter={() => setActive(rowIndex)}
                        onClick={() => choose(option)}
                      >
                        {option.icon}
                        {option.label}
                      </Row>
                    );
                  })}
                </Group>
              ))}
            </div>
            {shown.length === 0 ? <NoMatch role="status">{noMatchText}</NoMatch> : null}
          </Popup>
        ) : null}
      </Control>
      {hint ? <FieldHint id={`${id}-hint`}>{hint}</FieldHint> : null}
    </Field>
  );
}
