import { useId, type ChangeEvent } from 'react';
import styled from 'styled-components';

const Picker = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  /* The real input stays in the page for the keyboard and for screen readers; its label is the button people see. */
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  label {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.brand};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.brandStrong};
    cursor: pointer;
  }
  input:focus-visible + label {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Chosen = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export interface FilePickerProps {
  label: string;
  accept: string;
  multiple?: boolean;
  /** The names of the files the review holds now (issue #29: the picker names them, never "No file chosen" beside one). */
  chosen: readonly string[];
  /** What to say while nothing is chosen. */
  none: string;
  invalid?: boolean;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
}

/** A file input shown as a button whose status line names the files the review holds. */
export function FilePicker({
  label,
  accept,
  multiple = false,
  chosen,
  none,
  invalid = false,
  onChange,
}: FilePickerProps) {
  const id = useId();
  const statusId = `${id}-chosen`;
  return (
    <Picker>
      <input
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        onChange={onChange}
        aria-describedby={statusId}
        aria-invalid={invalid}
      />
      <label htmlFor={id}>{label}</label>
      <Chosen id={statusId}>{chosen.length ? `Chosen: ${chosen.join(', ')}` : none}</Chosen>
    </Picker>
  );
}
